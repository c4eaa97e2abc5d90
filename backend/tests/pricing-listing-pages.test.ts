import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { testEngines } from './support/test-engines.js';
import { rowsOf, scalarOf, startTestBackend, type TestBackend } from './helpers.js';

/**
 * A listing's page is read either from the whole subtree or by walking each category's ordered
 * index and merging; whichever is used, it must be exactly the page the plain SQL order gives,
 * unpriced products included. Checked over real HTTP for every sort, filters dense and sparse,
 * and pages from the first to past the last.
 */
let backend: TestBackend;

const ORDER: Record<string, string> = {
  popularity: 'popularity DESC, id',
  price_asc: 'min_price IS NULL, min_price, id',
  price_desc: 'min_price DESC NULLS LAST, id',
  discount: 'discount DESC, popularity DESC, id',
  newest: 'created_at DESC, id DESC',
};

interface Filters {
  minPrice?: number;
  maxPrice?: number;
  brands?: string[];
}

async function expectedPage(
  categoryId: number,
  sort: string,
  filters: Filters,
  page: number,
  limit: number,
): Promise<number[]> {
  const ids = (
    await rowsOf<{ id: number }>(
      backend.pricing,
      sql`WITH RECURSIVE tree(id) AS (SELECT CAST(${categoryId} AS INTEGER) UNION ALL SELECT c.id FROM categories c JOIN tree ON c.parent_id = tree.id) SELECT id FROM tree`,
    )
  ).map((row) => row.id);
  const clauses = [sql`category_id IN (${sql.join(ids)})`];
  if (filters.minPrice !== undefined) clauses.push(sql`min_price >= ${filters.minPrice * 100}`);
  if (filters.maxPrice !== undefined) clauses.push(sql`min_price <= ${filters.maxPrice * 100}`);
  if (filters.brands?.length) clauses.push(sql`brand IN (${sql.join(filters.brands)})`);
  const rows = await rowsOf<{ id: number }>(
    backend.pricing,
    sql`SELECT id FROM products WHERE ${sql.join(clauses, sql` AND `)} ORDER BY ${sql.raw(ORDER[sort]!)}
      LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
  );
  return rows.map((row) => row.id);
}

async function page(categoryId: number, sort: string, filters: Filters, pageNumber: number, limit: number) {
  const params = new URLSearchParams({ sort, page: String(pageNumber), limit: String(limit) });
  if (filters.minPrice !== undefined) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== undefined) params.set('maxPrice', String(filters.maxPrice));
  for (const brand of filters.brands ?? []) params.append('brand', brand);
  const response = await fetch(`${backend.baseUrl}/restapi/categories/${categoryId}/products?${params}`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { total: number; products: { id: number }[] };
  return { total: body.total, ids: body.products.map((product) => product.id) };
}

describe.each(testEngines())('listing pages on %s', (engine) => {
  beforeAll(async () => {
    backend = await startTestBackend({ engine });
    // Unpriced products (no offer left) end a price-sorted listing: give the category some.
    await sql`DELETE FROM offers WHERE product_id IN (
      SELECT id FROM products WHERE category_id IN (32, 36) ORDER BY id LIMIT 30)`.execute(backend.pricing);
  });

  afterAll(async () => {
    await backend?.close();
  });

  describe('listing pages', () => {
    const filters: [string, Filters][] = [
      ['no filter', {}],
      ['a wide price range', { minPrice: 5, maxPrice: 5_000 }],
      ['a narrow price range', { minPrice: 40, maxPrice: 45 }],
      ['brands', { brands: ['Sony', 'Bose', 'JBL'] }],
    ];

    for (const sort of Object.keys(ORDER)) {
      for (const [name, filter] of filters) {
        it(`are the plain SQL order's pages, sorted by ${sort}, with ${name}`, async () => {
          for (const categoryId of [1, 7]) {
            const { total } = await page(categoryId, sort, filter, 1, 10);
            const last = Math.max(1, Math.ceil(total / 10));
            // Deep pages (past what each category is walked for) come from the whole subtree.
            for (const [pageNumber, limit] of [
              [1, 10],
              [2, 10],
              [last, 10],
              [last + 1, 10],
              [1, 100],
              [6, 100],
            ] as const) {
              const answer = await page(categoryId, sort, filter, pageNumber, limit);
              expect(answer.ids, `category ${categoryId}, page ${pageNumber} of ${limit}`).toEqual(
                await expectedPage(categoryId, sort, filter, pageNumber, limit),
              );
            }
          }
        });
      }
    }

    it('end a price-sorted listing with its unpriced products', async () => {
      const { total } = await page(1, 'price_asc', {}, 1, 10);
      const unpriced = await scalarOf(
        backend.pricing,
        sql`SELECT COUNT(*) FROM products WHERE category_id IN (32, 36) AND min_price IS NULL`,
      );
      expect(unpriced).toBeGreaterThan(0);
      const last = await page(1, 'price_asc', {}, Math.ceil(total / 10), 10);
      expect(last.ids.length).toBeGreaterThan(0);
      expect(last.ids).toEqual(await expectedPage(1, 'price_asc', {}, Math.ceil(total / 10), 10));
    });
  });
});
