import { gzipSync } from 'node:zlib';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { HotCopies, hotCopyKey, isCopyableAnswer } from '@/lib/hot-copies/hot-copies.mjs';
import { forgetHotCopies, registerHotCopies } from '@/lib/hot-copies/registry.mjs';
import { withHotCopies } from '@/lib/hot-copies/serve-hot-copies.mjs';

const CACHED = { 'x-nextjs-cache': 'HIT', 'cache-control': 's-maxage=60, stale-while-revalidate=31535940' };

describe('HotCopies', () => {
  const answer = (bytes: number) => ({ headers: {}, body: Buffer.alloc(bytes) });

  it('answers within its lifetime and forgets the copy after it', () => {
    let now = 1_000;
    const copies = new HotCopies({ lifetimeMs: 1000, now: () => now });
    copies.set('a', answer(10));
    now += 999;
    expect(copies.get('a')?.body.length).toBe(10);
    now += 1;
    expect(copies.get('a')).toBeUndefined();
    expect(copies.bytes).toBe(0);
  });

  it('keeps the most recently used copies within its byte budget', () => {
    const copies = new HotCopies({ maxBytes: 25 });
    copies.set('a', answer(10));
    copies.set('b', answer(10));
    copies.get('a');
    copies.set('c', answer(10));
    expect([copies.get('a'), copies.get('b'), copies.get('c')].map(Boolean)).toEqual([true, false, true]);
    expect(copies.bytes).toBe(20);
  });

  it('replaces a key without counting it twice, and skips an answer larger than the budget', () => {
    const copies = new HotCopies({ maxBytes: 25 });
    copies.set('a', answer(10));
    copies.set('a', answer(12));
    copies.set('big', answer(26));
    expect(copies.bytes).toBe(12);
    expect(copies.size).toBe(1);
  });
});

describe('hotCopyKey', () => {
  const request = (headers: Record<string, string> = {}, method = 'GET') => ({ method, url: '/p/x-1/?utm=a', headers });

  it('keys by URL, accepted encodings and data requests', () => {
    expect(hotCopyKey(request())).not.toBeNull();
    expect(hotCopyKey(request({ 'accept-encoding': 'gzip, br' }))).toBe(
      hotCopyKey(request({ 'accept-encoding': 'GZIP,br' })),
    );
    expect(hotCopyKey(request({ 'accept-encoding': 'gzip' }))).not.toBe(hotCopyKey(request()));
    expect(hotCopyKey(request({ 'x-nextjs-data': '1' }))).not.toBe(hotCopyKey(request()));
  });

  it.each([
    ['a HEAD', request({}, 'HEAD')],
    ['a POST', request({}, 'POST')],
    ['a revalidation', request({ 'x-prerender-revalidate': 'secret' })],
    ['a preview', request({ cookie: 'a=1; __prerender_bypass=x' })],
    ['preview data', request({ cookie: '__next_preview_data=x' })],
    ['a prefetch', request({ 'x-middleware-prefetch': '1' })],
    ['a range', request({ range: 'bytes=0-10' })],
    ['a credential', request({ authorization: 'Bearer x' })],
  ])('leaves %s to Next', (_name, given) => {
    expect(hotCopyKey(given)).toBeNull();
  });

  it('ignores ordinary cookies, which cached pages do not depend on', () => {
    expect(hotCopyKey(request({ cookie: 'next-auth.session-token=abc' }))).toBe(hotCopyKey(request()));
  });
});

describe('isCopyableAnswer', () => {
  it('copies a 200 from the page cache that shared caches may keep', () => {
    expect(isCopyableAnswer(200, CACHED)).toBe(true);
    expect(isCopyableAnswer(200, { ...CACHED, 'x-nextjs-cache': 'STALE', vary: 'Accept-Encoding' })).toBe(true);
  });

  it('copies a 404 from the page cache: a URL found not to exist, kept like a page', () => {
    expect(isCopyableAnswer(404, { ...CACHED, vary: 'Accept-Encoding' })).toBe(true);
  });

  it.each([
    ['an error', 500, CACHED],
    ['a 404 rendered per request', 404, { 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' }],
    ['a page rendered per request', 200, { 'cache-control': 's-maxage=60' }],
    ['a private answer', 200, { ...CACHED, 'cache-control': 'private, no-store' }],
    ['no shared lifetime', 200, { ...CACHED, 'cache-control': 'max-age=60' }],
    ['a cookie', 200, { ...CACHED, 'set-cookie': 'a=1' }],
    ['a vary on cookies', 200, { ...CACHED, vary: 'Accept-Encoding, Cookie' }],
  ])('does not copy %s', (_name, status, headers) => {
    expect(isCopyableAnswer(status as number, headers)).toBe(false);
  });
});

describe('withHotCopies', () => {
  let server: http.Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  /** A real server whose handler answers like Next's page cache, counting the requests it saw. */
  async function serve(handler: (req: IncomingMessage, res: ServerResponse) => void, copies = new HotCopies()) {
    const seen = { count: 0 };
    server = http.createServer(
      withHotCopies((req, res) => {
        seen.count += 1;
        handler(req, res);
      }, copies),
    );
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const get = (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers });
    return { seen, get, copies };
  }

  const page =
    (html: string, headers: Record<string, string> = CACHED) =>
    (_req: IncomingMessage, res: ServerResponse) => {
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      res.setHeader('ETag', '"v1"');
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.write(html.slice(0, 5));
      res.end(html.slice(5));
    };

  it('answers the same request from the copy, with the same bytes and headers', async () => {
    const { seen, get } = await serve(page('<html>price 10</html>', { ...CACHED, 'x-nextjs-cache': 'MISS' }));
    const first = await get('/p/x-1/');
    const second = await get('/p/x-1/');
    expect(await second.text()).toBe(await first.text());
    expect(second.headers.get('x-nextjs-cache')).toBe('HIT');
    expect(second.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(second.headers.get('cache-control')).toBe(CACHED['cache-control']);
    expect(second.headers.get('content-length')).toBe(String('<html>price 10</html>'.length));
    expect(seen.count).toBe(1);
    await get('/p/x-2/');
    expect(seen.count).toBe(2);
  });

  it('answers a URL found not to exist from the copy too, with its 404', async () => {
    const { seen, get } = await serve((req, res) => {
      res.statusCode = 404;
      page('<html>Page not found</html>')(req, res);
    });
    await get('/cl/x-43/?page=2');
    const again = await get('/cl/x-43/?page=2', { 'if-none-match': '"v1"' });
    expect(again.status).toBe(404);
    expect(await again.text()).toBe('<html>Page not found</html>');
    expect(again.headers.get('cache-control')).toBe(CACHED['cache-control']);
    expect(seen.count).toBe(1);
  });

  it('answers a matching If-None-Match with 304', async () => {
    const { get } = await serve(page('<html>a</html>'));
    await get('/');
    const again = await get('/', { 'if-none-match': '"v1"' });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('keeps compressed answers apart from plain ones, headers given to writeHead included', async () => {
    const html = '<html>compressed</html>';
    const { seen, get } = await serve((req, res) => {
      const gzip = String(req.headers['accept-encoding']).includes('gzip');
      res.writeHead(200, { ...CACHED, 'Content-Type': 'text/html', ...(gzip ? { 'Content-Encoding': 'gzip' } : {}) });
      res.end(gzip ? gzipSync(html) : html);
    });
    for (let i = 0; i < 2; i += 1) {
      expect(await (await get('/', { 'accept-encoding': 'gzip' })).text()).toBe(html);
      expect(await (await get('/', { 'accept-encoding': 'identity' })).text()).toBe(html);
    }
    expect(seen.count).toBe(2);
  });

  it('leaves answers it may not copy to Next every time', async () => {
    const { seen, get } = await serve(page('<html>mine</html>', { 'cache-control': 'private, no-store' }));
    await get('/account/');
    await get('/account/');
    expect(seen.count).toBe(2);
  });

  it('asks Next again once the copies are forgotten (after a revalidation)', async () => {
    let price = 10;
    const copies = new HotCopies();
    registerHotCopies(copies);
    const { seen, get } = await serve((req, res) => page(`<html>price ${price}</html>`)(req, res), copies);
    await get('/p/x-1/');
    price = 8;
    expect(await (await get('/p/x-1/')).text()).toBe('<html>price 10</html>');
    forgetHotCopies();
    expect(await (await get('/p/x-1/')).text()).toBe('<html>price 8</html>');
    expect(seen.count).toBe(2);
  });
});
