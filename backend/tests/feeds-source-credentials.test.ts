import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildServer } from '../src/http/server.js';
import { shownSource } from '../src/pricing/feeds/feed-views.js';
import { catalogueGtin } from '../src/seed/catalogue/identifiers.js';
import { openTestStores, scalarOf, type TestStores } from './helpers.js';
import { loadOpenApiValidator } from './openapi-validator.js';

/**
 * A store's private feed, behind HTTP Basic authentication: its URL carries the user name and
 * password, which the import sends, and which neither the back office's answers nor the service's
 * log lines show.
 */

describe('shownSource', () => {
  it.each([
    ['https://feeds:s3cret@store.example/feed.xml', 'https://***@store.example/feed.xml'],
    ['http://token@store.example/feed.xml', 'http://***@store.example/feed.xml'],
    ['HTTPS://u:p@store.example:8443/f', 'HTTPS://***@store.example:8443/f'],
    // The user part runs to the authority's last "@" (as URL reads it), so none of the password shows.
    ['https://u:p@ss@store.example/f', 'https://***@store.example/f'],
    ['https://:only-password@store.example/f', 'https://***@store.example/f'],
  ])('hides the user part of %s', (source, shown) => {
    expect(shownSource(source)).toBe(shown);
  });

  it.each([
    'https://store.example/feed.xml',
    'https://store.example/a@b/feed.xml',
    'https://store.example/feed.xml?contact=a@b.example',
    'https://store.example#a@b',
    'feed@2026.xml',
    'store-3.tsv',
  ])('leaves %s as it is (no user part)', (source) => {
    expect(shownSource(source)).toBe(source);
  });
});

const spec = loadOpenApiValidator();
const ADMIN = { authorization: 'Bearer local-pricing-admin' };
const STORE = 2;
const USER = 'feed-reader';
const PASSWORD = 'pw-7f3c9a2e51';

describe('a store feed behind Basic authentication', () => {
  let stores: TestStores;
  let app: FastifyInstance;
  let dataDir: string;
  let feedServer: http.Server;
  let feedHost: string;
  let productId: number;
  const logLines: string[] = [];
  const asked: (string | undefined)[] = [];

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backend-feed-credentials-'));
    stores = await openTestStores({ engine: 'sqlite' });
    productId = Number(
      await scalarOf(stores.pricing, sql`SELECT MIN(product_id) FROM offers WHERE store_id = ${STORE}`),
    );
    const feed = `<?xml version="1.0"?><rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel>
      <item><g:id>P-1</g:id><g:title>A product</g:title><g:link>https://store.example/p/1</g:link>
      <g:price>123.45 GBP</g:price><g:availability>in_stock</g:availability>
      <g:gtin>${catalogueGtin(productId)}</g:gtin></item></channel></rss>`;
    const expected = `Basic ${Buffer.from(`${USER}:${PASSWORD}`).toString('base64')}`;
    feedServer = http.createServer((request, response) => {
      asked.push(request.headers.authorization);
      if (request.headers.authorization !== expected)
        return void response.writeHead(401, { 'www-authenticate': 'Basic realm="feeds"' }).end();
      response.writeHead(200, { 'content-type': 'application/xml' }).end(feed);
    });
    await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
    feedHost = `127.0.0.1:${(feedServer.address() as AddressInfo).port}`;
    app = buildServer({
      contentDb: stores.db,
      pricingDb: stores.pricing,
      logLevel: 'info',
      logStream: { write: (line) => void logLines.push(line) },
      feeds: {
        maxBytes: 200_000,
        timeoutMs: 10_000,
        allowedNetworks: ['127.0.0.0/8'],
        filesDir: path.join(dataDir, 'feeds'),
        schedule: false,
      },
    });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await stores?.close();
    await new Promise((resolve) => feedServer?.close(resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function call(method: 'GET' | 'PUT' | 'POST', url: string, template: string, status: number, body?: unknown) {
    const response = await app.inject({
      method,
      url,
      headers: { ...ADMIN, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(status);
    expect(response.body).not.toContain(PASSWORD);
    const json = response.json() as any;
    spec.validate(method, template, status, json);
    return { json, location: response.headers.location as string | undefined };
  }

  it('imports with the credentials, and answers and logs the source without them', async () => {
    const shown = `http://***@${feedHost}/private.xml`;
    const feedPath = `/restapi/admin/stores/${STORE}/feed`;
    const saved = await call('PUT', feedPath, '/restapi/admin/stores/{storeId}/feed', 200, {
      source: `http://${USER}:${PASSWORD}@${feedHost}/private.xml`,
    });
    expect(saved.json.source).toBe(shown);
    expect((await call('GET', feedPath, '/restapi/admin/stores/{storeId}/feed', 200)).json.source).toBe(shown);

    const started = await call('POST', `${feedPath}/imports`, '/restapi/admin/stores/{storeId}/feed/imports', 202);
    expect(started.json.source).toBe(shown);
    let report: any;
    await expect
      .poll(async () => {
        report = (await call('GET', started.location!, '/restapi/admin/stores/{storeId}/feed/imports/{importId}', 200))
          .json;
        return report.finishedAt;
      })
      .not.toBeNull();
    expect(report).toMatchObject({ status: 'succeeded', source: shown, error: null });
    expect(report.counts).toMatchObject({ items: 1, matched: 1 });
    expect(asked).toEqual([`Basic ${Buffer.from(`${USER}:${PASSWORD}`).toString('base64')}`]);
    const price = await scalarOf(
      stores.pricing,
      sql`SELECT price FROM offers WHERE store_id = ${STORE} AND product_id = ${productId}`,
    );
    expect(Number(price)).toBe(12_345);

    const listed = await call('GET', `${feedPath}/imports`, '/restapi/admin/stores/{storeId}/feed/imports', 200);
    expect(listed.json.imports[0].source).toBe(shown);

    // The service logged the feed saved and the import's end, with the source as shown.
    await expect.poll(() => logLines.some((line) => line.includes('feed import finished'))).toBe(true);
    const logged = logLines.join('');
    expect(logged).toContain('store feed saved');
    expect(logged).toContain(shown);
    expect(logged).not.toContain(PASSWORD);
  });
});
