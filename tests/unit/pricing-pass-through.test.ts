import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { scalarOf, startTestBackend, type TestBackend } from '../../backend/tests/helpers';
import { createPricingPassThrough, pricingTarget } from '@/lib/http/pricing-pass-through.mjs';

/**
 * The production server's `/restapi` pass-through (scripts/site-server.mjs answers the pricing
 * service's paths with it, before Next), over real sockets: against a recording upstream for what
 * it forwards, and against the real local backend for the per-shopper report limit.
 */
const SECURITY = [
  { key: 'Content-Security-Policy', value: "default-src 'self'" },
  { key: 'X-Frame-Options', value: 'DENY' },
];

const closers: (() => unknown)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

async function listen(handler: http.RequestListener): Promise<string> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(
    () => new Promise((resolve) => server.close(resolve)),
    () => server.closeAllConnections(),
  );
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** The site's server with only the pass-through in front: anything it leaves answers 418. */
async function site(serviceUrl: string, trustedProxies = 0, timeoutMs?: number): Promise<string> {
  const pass = createPricingPassThrough({ serviceUrl, trustedProxies, headers: SECURITY, timeoutMs });
  closers.push(() => pass.close());
  return listen((request, response) => {
    if (!pass(request, response)) response.writeHead(418).end('left to Next');
  });
}

interface Recorded {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  socketPort: number;
}

/** An upstream that records each request and answers with hop-by-hop headers of its own. */
async function recordingUpstream(): Promise<{ url: string; seen: Recorded[] }> {
  const seen: Recorded[] = [];
  const url = await listen((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      seen.push({
        method: request.method!,
        url: request.url!,
        headers: request.headers,
        body,
        socketPort: request.socket.remotePort!,
      });
      response.writeHead(201, {
        'content-type': 'application/json',
        'keep-alive': 'timeout=72',
        'x-hop': 'named',
        connection: 'keep-alive, x-hop',
        'cache-control': 'public, max-age=60',
        'x-frame-options': 'SAMEORIGIN',
      });
      response.end('{"ok":true}');
    });
  });
  return { url, seen };
}

describe('which requests are the pricing service’s', () => {
  it('claims /restapi and its paths, with the trailing slash dropped and the query kept', () => {
    expect(pricingTarget('/restapi/search/search/?q=tv')).toEqual({
      pathname: '/restapi/search/search',
      search: '?q=tv',
    });
    expect(pricingTarget('/restapi')).toEqual({ pathname: '/restapi', search: '' });
    expect(pricingTarget('/restapi/products/5')).toEqual({ pathname: '/restapi/products/5', search: '' });
  });

  it('resolves dot segments first, as Next does, and leaves everything else to Next', () => {
    expect(pricingTarget('/restapi/../api/auth/session')).toBeNull();
    expect(pricingTarget('/restapi/%2e%2e/graphql')).toBeNull();
    expect(pricingTarget('/restapi/x/../stores')).toEqual({ pathname: '/restapi/stores', search: '' });
    expect(pricingTarget('/restapiX/stores')).toBeNull();
    expect(pricingTarget('/en/restapi/stores')).toBeNull();
    expect(pricingTarget('//evil.example/restapi/stores')).toBeNull();
    expect(pricingTarget('http://evil.example/restapi/stores')).toBeNull();
    expect(pricingTarget(undefined)).toBeNull();
  });
});

describe('the pass-through', () => {
  it('forwards method, path, query and body; answers with the service’s status and body and the site’s security headers', async () => {
    const upstream = await recordingUpstream();
    const base = await site(upstream.url);
    const response = await fetch(`${base}/restapi/search/search/?q=sony%20tv`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', connection: 'keep-alive' },
      body: JSON.stringify({ limit: 10 }),
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });
    expect(upstream.seen[0]).toMatchObject({
      method: 'POST',
      url: '/restapi/search/search?q=sony%20tv',
      body: '{"limit":10}',
    });
    expect(response.headers.get('content-security-policy')).toBe("default-src 'self'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
  });

  it('forwards no hop-by-hop header either way, and names the site’s host to the service', async () => {
    const upstream = await recordingUpstream();
    const base = await site(upstream.url);
    const response = await fetch(`${base}/restapi/stores`, {
      headers: { 'proxy-authorization': 'Basic x', te: 'trailers' },
    });
    await response.arrayBuffer();
    const sent = upstream.seen[0]!.headers;
    expect(sent['proxy-authorization']).toBeUndefined();
    expect(sent.te).toBeUndefined();
    expect(sent.host).toBe(new URL(upstream.url).host);
    expect(sent['x-forwarded-host']).toBe(new URL(base).host);
    // The site's server announces its own connection's timeout, never the service's.
    expect(response.headers.get('keep-alive')).not.toBe('timeout=72');
    expect(response.headers.get('x-hop')).toBeNull();
  });

  it('tells the service the connecting address, never the one the browser claims', async () => {
    const upstream = await recordingUpstream();
    const base = await site(upstream.url);
    await (await fetch(`${base}/restapi/stores`, { headers: { 'x-forwarded-for': '198.51.100.9' } })).arrayBuffer();
    await (await fetch(`${base}/restapi/stores`)).arrayBuffer();
    expect(upstream.seen.map((request) => request.headers['x-forwarded-for'])).toEqual(['127.0.0.1', '127.0.0.1']);
  });

  it('behind trusted proxies, tells the service the address the nearest proxy saw, and nothing the browser wrote', async () => {
    const upstream = await recordingUpstream();
    const base = await site(upstream.url, 1);
    await (
      await fetch(`${base}/restapi/stores`, { headers: { 'x-forwarded-for': '198.51.100.9, 203.0.113.4' } })
    ).arrayBuffer();
    expect(upstream.seen[0]!.headers['x-forwarded-for']).toBe('203.0.113.4');
  });

  it('keeps its connection to the service open between requests', async () => {
    const upstream = await recordingUpstream();
    const base = await site(upstream.url);
    for (let index = 0; index < 3; index++) await (await fetch(`${base}/restapi/stores`)).arrayBuffer();
    expect(new Set(upstream.seen.map((request) => request.socketPort)).size).toBe(1);
  });

  it('leaves every other path to the next handler', async () => {
    const upstream = await recordingUpstream();
    const base = await site(upstream.url);
    expect((await fetch(`${base}/restapi/../api/auth/session`)).status).toBe(418);
    expect((await fetch(`${base}/cl/`)).status).toBe(418);
    expect(upstream.seen).toHaveLength(0);
  });

  it('answers 502 when the service cannot be reached and 504 when it does not answer in time', async () => {
    const closed = await listen(() => undefined);
    closers
      .splice(0)
      .reverse()
      .forEach((close) => close());
    const unreachable = await fetch(`${await site(closed)}/restapi/stores`);
    expect(unreachable.status).toBe(502);
    expect(unreachable.headers.get('cache-control')).toBe('no-store');
    expect(unreachable.headers.get('x-frame-options')).toBe('DENY');

    const silent = await listen(() => undefined);
    const late = await fetch(`${await site(silent, 0, 300)}/restapi/stores`);
    expect(late.status).toBe(504);
    expect(await late.text()).toBe('Gateway Timeout');
  });
});

describe('wrong-price reports through the pass-through, on the real pricing service', () => {
  let backend: TestBackend;
  let offerId: number;
  beforeAll(async () => {
    backend = await startTestBackend();
    offerId = await scalarOf(backend.pricing, sql`SELECT id FROM offers ORDER BY id LIMIT 1 OFFSET 7`);
  });
  afterAll(async () => {
    await backend?.close();
  });

  const report = (base: string, claimed: string) =>
    fetch(`${base}/restapi/offers/${offerId}/reports/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': claimed },
      body: JSON.stringify({ reason: 'other' }),
    }).then((response) => response.status);

  it('count per shopper: a browser that claims a new address for each report is still held to five', async () => {
    const base = await site(backend.baseUrl);
    const statuses: number[] = [];
    for (let index = 0; index < 6; index++) statuses.push(await report(base, `192.0.2.${index + 10}`));
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('behind a load balancer, each shopper has their own five', async () => {
    const base = await site(backend.baseUrl, 1);
    const first: number[] = [];
    for (let index = 0; index < 6; index++) first.push(await report(base, `198.51.100.${index}, 203.0.113.21`));
    expect(first).toEqual([201, 201, 201, 201, 201, 429]);
    expect(await report(base, '203.0.113.22')).toBe(201);
  });
});
