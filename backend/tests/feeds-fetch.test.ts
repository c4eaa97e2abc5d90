import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { createAddressCheck } from '../src/pricing/feeds/fetch/address-guard.js';
import { fetchFeed, type FetchLimits } from '../src/pricing/feeds/fetch/http-feed.js';
import { FeedError } from '../src/pricing/feeds/feed-errors.js';

/** Feed URLs fetched within limits, from a real server on loopback (a private address, allowed here). */

let server: http.Server;
let base: string;
const stalled = new Set<http.ServerResponse>();

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const url = request.url ?? '/';
    if (url === '/feed.tsv') response.end('id\tprice\nA\t1 GBP\n');
    else if (url === '/gone') response.writeHead(410).end('gone');
    else if (url === '/broken') response.writeHead(503).end();
    else if (url === '/big') response.writeHead(200, { 'content-length': '5000' }).end('x'.repeat(5000));
    else if (url === '/big-chunked') {
      response.writeHead(200);
      for (let i = 0; i < 10; i++) response.write('y'.repeat(600));
      response.end();
    } else if (url === '/gzip-bomb') {
      response.writeHead(200, { 'content-encoding': 'gzip' }).end(zlib.gzipSync('z'.repeat(100_000)));
    } else if (url === '/gzip') {
      response.writeHead(200, { 'content-encoding': 'gzip' }).end(zlib.gzipSync('id\tprice\n'));
    } else if (url === '/redirect') response.writeHead(302, { location: '/feed.tsv' }).end();
    else if (url === '/redirect-loop') response.writeHead(302, { location: '/redirect-loop' }).end();
    else if (url === '/stall') {
      response.writeHead(200);
      response.write('id\n');
      stalled.add(response);
    } else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const response of stalled) response.destroy();
  await new Promise((resolve) => server.close(resolve));
});

const limits = (overrides: Partial<FetchLimits> = {}): FetchLimits => ({
  maxBytes: 4096,
  timeoutMs: 5_000,
  isAllowedAddress: createAddressCheck(['127.0.0.0/8']),
  ...overrides,
});

async function body(url: string, options?: Partial<FetchLimits>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of fetchFeed(url, limits(options))) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString();
}

async function failure(url: string, options?: Partial<FetchLimits>): Promise<FeedError> {
  try {
    await body(url, options);
  } catch (error) {
    if (error instanceof FeedError) return error;
    throw error;
  }
  throw new Error(`${url} was fetched`);
}

describe('private addresses', () => {
  const publicOnly = createAddressCheck([]);

  it('are refused unless the operator lists their network', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '::1',
      'fc00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '0.0.0.0',
    ])
      expect(publicOnly(address), address).toBe(false);
    for (const address of ['93.184.216.34', '2606:4700:4700::1111']) expect(publicOnly(address), address).toBe(true);
    expect(createAddressCheck(['10.0.0.0/8'])('10.1.2.3')).toBe(true);
    expect(createAddressCheck(['10.0.0.0/8'])('192.168.1.1')).toBe(false);
  });

  it('stop a fetch of a loopback URL, by address or by name', async () => {
    const options = { isAllowedAddress: publicOnly };
    expect((await failure(`${base}/feed.tsv`, options)).failure).toBe('private-address');
    const byName = await failure(base.replace('127.0.0.1', 'localhost') + '/feed.tsv', options);
    expect(byName.failure).toBe('private-address');
    expect(byName.message).toMatch(/^localhost resolves to a private address .*FEED_ALLOWED_NETWORKS/);
  });
});

describe('fetching', () => {
  it('streams the body, following redirects and undoing gzip', async () => {
    expect(await body(`${base}/feed.tsv`)).toBe('id\tprice\nA\t1 GBP\n');
    expect(await body(`${base}/redirect`)).toBe('id\tprice\nA\t1 GBP\n');
    expect(await body(`${base}/gzip`)).toBe('id\tprice\n');
  });

  it('reports a 4xx or 5xx answer with its status', async () => {
    expect(await failure(`${base}/gone`)).toMatchObject({
      failure: 'http-status',
      message: 'the feed URL answered 410 Gone',
    });
    expect((await failure(`${base}/broken`)).message).toBe('the feed URL answered 503 Service Unavailable');
    expect((await failure(`${base}/redirect-loop`)).message).toBe('more than 5 redirects');
  });

  it('refuses a body past the size cap, declared, streamed or compressed', async () => {
    for (const path of ['/big', '/big-chunked', '/gzip-bomb'])
      expect((await failure(`${base}${path}`)).failure, path).toBe('too-large');
  });

  it('gives up at the time limit', async () => {
    const error = await failure(`${base}/stall`, { timeoutMs: 300 });
    expect(error).toMatchObject({ failure: 'timeout', message: 'the feed took longer than 0.3 s to arrive' });
  });

  it('fetches http(s) only', async () => {
    expect((await failure('ftp://127.0.0.1/feed')).failure).toBe('unsupported');
  });
});
