import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from './support/test-engines.js';
import { sql } from 'kysely';
import { rowsOf, scalarOf, startTestBackend, type TestBackend } from './helpers.js';
import { loadOpenApiValidator } from './openapi-validator.js';

/** Wrong-price reports over real HTTP: validation, the per-client rate limit, the admin list. */
let backend: TestBackend;
const spec = loadOpenApiValidator();
const REPORTS = '/restapi/offers/{id}/reports';
const ADMIN = '/restapi/admin/offers/{id}/reports';

interface Sent {
  status: number;
  json: any;
  retryAfter: string | null;
}

async function report(
  target: TestBackend,
  offerId: number | string,
  body: unknown,
  client?: string,
  raw?: string,
): Promise<Sent> {
  const response = await fetch(`${target.baseUrl}/restapi/offers/${offerId}/reports`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(client ? { 'x-forwarded-for': client } : {}) },
    body: raw ?? JSON.stringify(body),
  });
  const json = await response.json();
  spec.validate('POST', REPORTS, response.status, json);
  return { status: response.status, json, retryAfter: response.headers.get('retry-after') };
}

async function list(offerId: number | string, token: string | null = 'Bearer local-pricing-admin', status = 200) {
  const response = await fetch(`${backend.baseUrl}/restapi/admin/offers/${offerId}/reports/`, {
    headers: token ? { authorization: token } : {},
  });
  const json = await response.json();
  expect(response.status, JSON.stringify(json)).toBe(status);
  spec.validate('GET', ADMIN, status, json);
  return json as any;
}

/** The offer these tests report (the 41st). */
let reported: number;
const offerId = () => reported;

describe.each(testEngines())('wrong-price reports on %s', (engine) => {
  beforeAll(async () => {
    backend = await startTestBackend({ engine });
    reported = await scalarOf(backend.pricing, sql`SELECT id FROM offers ORDER BY id LIMIT 1 OFFSET 40`);
  });

  afterAll(async () => {
    await backend?.close();
  });

  describe('POST /restapi/offers/{id}/reports', () => {
    it('stores a report with its reason and trimmed note and answers 201', async () => {
      const sent = await report(
        backend,
        offerId(),
        { reason: 'price-differs', note: '  It says £10 more on the store.  ' },
        '198.51.100.1',
      );
      expect(sent.status).toBe(201);
      expect(sent.json).toMatchObject({ offerId: offerId(), reason: 'price-differs' });
      const [row] = await rowsOf<any>(
        backend.pricing,
        sql`SELECT offer_id, reason, note, client_key FROM offer_reports WHERE id = ${sent.json.id}`,
      );
      expect(row).toMatchObject({
        offer_id: offerId(),
        reason: 'price-differs',
        note: 'It says £10 more on the store.',
      });
      expect(row.client_key).not.toContain('198.51.100.1');
    });

    it.each([
      ['no reason', {}],
      ['an unknown reason', { reason: 'too-expensive' }],
      ['a note over 500 characters', { reason: 'other', note: 'x'.repeat(501) }],
      ['a note that is not text', { reason: 'other', note: 5 }],
      ['an extra field', { reason: 'other', email: 'a@b.example' }],
    ])('rejects %s with 400', async (_name, body) => {
      const sent = await report(backend, offerId(), body, '198.51.100.2');
      expect(sent.status).toBe(400);
      expect(sent.json.error).toMatch(/^Invalid body/);
    });

    it('rejects malformed JSON and ids with 400, an unknown offer with 404', async () => {
      expect((await report(backend, offerId(), null, '198.51.100.3', '{"reason":')).status).toBe(400);
      expect((await report(backend, 'abc', { reason: 'other' }, '198.51.100.3')).status).toBe(400);
      expect((await report(backend, 999_999_999, { reason: 'other' }, '198.51.100.3')).status).toBe(404);
      expect(await scalarOf(backend.pricing, sql`SELECT COUNT(*) FROM offer_reports WHERE reason = 'other'`)).toBe(0);
    });

    it('lets a client send 5 reports in 10 minutes, then answers 429 with Retry-After; other clients are not held up', async () => {
      const client = '203.0.113.7';
      for (let index = 0; index < 5; index++)
        expect((await report(backend, offerId(), { reason: 'out-of-stock' }, client)).status).toBe(201);
      const limited = await report(backend, offerId(), { reason: 'out-of-stock' }, client);
      expect(limited.status).toBe(429);
      expect(Number(limited.retryAfter)).toBeGreaterThanOrEqual(590);
      expect(Number(limited.retryAfter)).toBeLessThanOrEqual(600);
      expect((await report(backend, offerId(), { reason: 'out-of-stock' }, '203.0.113.8')).status).toBe(201);
    });

    it('counts the forwarded address only from a trusted proxy: an untrusted peer cannot dodge the limit', async () => {
      const untrusting = await startTestBackend({ engine, trustedProxies: [] });
      try {
        const id = await scalarOf(untrusting.pricing, sql`SELECT MIN(id) FROM offers`);
        const statuses: number[] = [];
        for (let index = 0; index < 6; index++)
          statuses.push((await report(untrusting, id, { reason: 'other' }, `192.0.2.${index}`)).status);
        expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
      } finally {
        await untrusting.close();
      }
    }, 60_000);
  });

  describe('GET /restapi/admin/offers/{id}/reports', () => {
    it("lists an offer's reports newest first behind the admin token", async () => {
      const listed = await list(offerId());
      const [offer] = await rowsOf(
        backend.pricing,
        sql`SELECT id, product_id AS "productId", store_id AS "storeId" FROM offers WHERE id = ${offerId()}`,
      );
      expect(listed.offer).toEqual(offer);
      expect(listed.reports.length).toBeGreaterThanOrEqual(7);
      expect(listed.reports.at(-1)).toMatchObject({ reason: 'price-differs', note: 'It says £10 more on the store.' });
      const times = listed.reports.map((item: any) => Date.parse(item.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    });

    it('keeps the reports of an offer since removed', async () => {
      const [offer] = await rowsOf<any>(
        backend.pricing,
        sql`SELECT id, product_id, store_id FROM offers WHERE id = ${offerId()}`,
      );
      await sql`DELETE FROM offers WHERE id = ${offer.id}`.execute(backend.pricing);
      expect((await list(offer.id)).offer).toEqual({
        id: offer.id,
        productId: offer.product_id,
        storeId: offer.store_id,
      });
    });

    it('answers 401 without the token, 400 for a malformed id and 404 for an offer with neither row nor reports', async () => {
      await list(offerId(), null, 401);
      await list(offerId(), 'Bearer nope', 401);
      await list('abc', undefined, 400);
      await list(999_999_999, undefined, 404);
    });

    it('has every documented report response exercised by this file', () => {
      const missing = spec.documented().filter((key) => key.includes('/reports ') && !spec.exercised().has(key));
      expect(missing).toEqual([]);
    });
  });
});
