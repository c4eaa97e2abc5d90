import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadRevalidationConfig } from '../src/revalidation/config.js';
import { createHttpNotifier, createNotifierFromEnv, disabledNotifier } from '../src/revalidation/notifier.js';

/** The site's revalidation endpoint, played by a real local HTTP server. */

interface Received {
  method: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

async function site(statuses: number[] = [200]): Promise<{ url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({ method: request.method!, headers: request.headers, body });
      response.writeHead(statuses[Math.min(received.length - 1, statuses.length - 1)]!, {
        'content-type': 'application/json',
      });
      response.end('{"revalidated":true}');
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/revalidate/`, received };
}

const logger = () => ({ info: vi.fn(), warn: vi.fn(), debug: vi.fn() });

describe('revalidation notifier', () => {
  it('POSTs the event as JSON with the secret header', async () => {
    const { url, received } = await site();
    const log = logger();
    const notifier = createNotifierFromEnv(log, { SITE_REVALIDATE_URL: url, SITE_REVALIDATE_SECRET: 's3cret' });
    await notifier.notify({ event: 'content.updated', uris: ['/new-slug/', '/old-slug/'] });
    await notifier.notify({ event: 'prices.changed', productIds: [12] });
    expect(received).toHaveLength(2);
    expect(received[0]!.method).toBe('POST');
    expect(received[0]!.headers['x-revalidate-secret']).toBe('s3cret');
    expect(received[0]!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(received[0]!.body)).toEqual({ event: 'content.updated', uris: ['/new-slug/', '/old-slug/'] });
    expect(JSON.parse(received[1]!.body)).toEqual({ event: 'prices.changed', productIds: [12] });
    expect(log.info).toHaveBeenCalledWith(
      expect.objectContaining({ revalidation: expect.objectContaining({ attempts: 1, status: 200 }) }),
      'site revalidation sent',
    );
  });

  it('sends nothing without the environment, and insists on both variables or neither', async () => {
    expect(loadRevalidationConfig({})).toBeNull();
    expect(loadRevalidationConfig({ SITE_REVALIDATE_URL: '', SITE_REVALIDATE_SECRET: '' })).toBeNull();
    expect(createNotifierFromEnv(undefined, {})).toBe(disabledNotifier);
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await disabledNotifier.notify({ event: 'prices.changed', productIds: [1] });
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
    expect(() => loadRevalidationConfig({ SITE_REVALIDATE_URL: 'http://127.0.0.1:3000/api/revalidate/' })).toThrow(
      /SITE_REVALIDATE_SECRET/,
    );
    expect(() => loadRevalidationConfig({ SITE_REVALIDATE_URL: 'not a url', SITE_REVALIDATE_SECRET: 'x' })).toThrow(
      /SITE_REVALIDATE_URL/,
    );
  });

  it('retries a 5xx once after the delay, then logs success', async () => {
    const { url, received } = await site([503, 200]);
    const log = logger();
    await createHttpNotifier({ url, secret: 's', logger: log, retryDelayMs: 20 }).notify({
      event: 'content.deleted',
      uris: ['/gone/'],
    });
    expect(received).toHaveLength(2);
    expect(log.info).toHaveBeenCalledWith(
      expect.objectContaining({ revalidation: expect.objectContaining({ attempts: 2 }) }),
      'site revalidation sent',
    );
  });

  it('does not retry a 4xx (the site refused the event)', async () => {
    const { url, received } = await site([401]);
    const log = logger();
    await createHttpNotifier({ url, secret: 'wrong', logger: log, retryDelayMs: 20 }).notify({
      event: 'prices.changed',
      productIds: [1],
    });
    expect(received).toHaveLength(1);
    expect(log.warn).toHaveBeenCalledWith(expect.objectContaining({ error: 'HTTP 401' }), 'site revalidation failed');
  });

  it('retries an unreachable site once and never throws', async () => {
    const { url } = await site();
    await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
    const log = logger();
    const fetchSpy = vi.fn(fetch);
    const notifier = createHttpNotifier({ url, secret: 's', logger: log, retryDelayMs: 20, fetch: fetchSpy });
    await expect(notifier.notify({ event: 'prices.changed', productIds: [1] })).resolves.toBeUndefined();
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ revalidation: expect.objectContaining({ attempts: 2 }), error: expect.any(String) }),
      'site revalidation failed',
    );
  });

  it('gives up on a site that does not answer within the timeout', async () => {
    const hanging = http.createServer(() => {});
    servers.push(hanging);
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}/`;
    const log = logger();
    const started = Date.now();
    await createHttpNotifier({ url, secret: 's', logger: log, timeoutMs: 100, retryDelayMs: 10 }).notify({
      event: 'prices.changed',
      productIds: [1],
    });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ error: expect.stringMatching(/Timeout|Abort/) }),
      'site revalidation failed',
    );
    hanging.closeAllConnections();
  });
});
