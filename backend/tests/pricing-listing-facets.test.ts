import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type RawBuilder } from 'kysely';
import { testEngines } from './support/test-engines.js';
import { rowsOf, scalarOf, startTestBackend, type TestBackend } from './helpers.js';
import { bandPrices } from '../src/pricing/postgres/listing-facet-counts.js';

/**
 * A listing's total and facets are read in one pass and counted in JavaScript; here they are
 * checked against the plain SQL definition of each count (every facet with its own filter left
 * out), over real HTTP, for every combination of filters.
 */
let backend: TestBackend;

interface Filters {
  minPrice?: number;
  maxPrice?: number;
  brands?: string[];
  stores?: number[];
}

type Omit = 'price' | 'brand' | 'store' | null;

/** Category ids under (and including) a category, from the table itself. */
async function subtree(id: number): Promise<number[]> {
  const rows = await rowsOf<{ id: number }>(
    backend.pricing,
    sql`WITH RECURSIVE tree(id) AS (SELECT CAST(${id} AS INTEGER) UNION ALL SELECT c.id FROM categories c JOIN tree ON c.parent_id = tree.id) SELECT id FROM tree`,
  );
  return rows.map((row) => row.id);
}

/** The WHERE of the products a count is over: the filters, leaving one out. */
async function where(categoryId: number, filters: Filters, omit: Omit): Promise<RawBuilder<unknown>> {
  const ids = await subtree(categoryId);
  const clauses = [sql`category_id IN (${sql.join(ids)})`];
  if (omit !== 'price' && filters.minPrice !== undefined)
    clauses.push(sql`min_price >= ${Math.round(filters.minPrice * 100)}`);
  if (omit !== 'price' && filters.maxPrice !== undefined)
    clauses.push(sql`min_price <= ${Math.round(filters.maxPrice * 100)}`);
  if (omit !== 'brand' && filters.brands?.length) clauses.push(sql`brand IN (${sql.join(filters.brands)})`);
  if (omit !== 'store' && filters.stores?.length) {
    clauses.push(
      sql`EXISTS (SELECT 1 FROM offers o WHERE o.product_id = products.id AND o.store_id IN (${sql.join(filters.stores)}))`,
    );
  }
  return sql.join(clauses, sql` AND `);
}

async function expected(categoryId: number, filters: Filters) {
  const all = await where(categoryId, filters, null);
  const byBrand = await where(categoryId, filters, 'brand');
  const byStore = await where(categoryId, filters, 'store');
  const byPrice = await where(categoryId, filters, 'price');
  const db = backend.pricing;
  const [price] = await rowsOf<{ min: number | null; max: number | null }>(
    db,
    sql`SELECT MIN(min_price) AS min, MAX(min_price) AS max FROM products WHERE ${byPrice}`,
  );
  return {
    total: await scalarOf(db, sql`SELECT COUNT(*) FROM products WHERE ${all}`),
    facets: {
      brands: await rowsOf(
        db,
        sql`SELECT brand AS name, COUNT(*) AS count FROM products WHERE ${byBrand} GROUP BY brand ORDER BY count DESC, name`,
      ),
      stores: await rowsOf(
        db,
        sql`SELECT s.id, s.name, COUNT(*) AS count FROM products JOIN offers o ON o.product_id = products.id JOIN stores s ON s.id = o.store_id
           WHERE ${byStore} GROUP BY s.id ORDER BY count DESC, s.name`,
      ),
      price: { min: price!.min === null ? null : price!.min / 100, max: price!.max === null ? null : price!.max / 100 },
    },
  };
}

async function listing(categoryId: number, filters: Filters) {
  const params = new URLSearchParams({ limit: '1' });
  if (filters.minPrice !== undefined) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== undefined) params.set('maxPrice', String(filters.maxPrice));
  for (const brand of filters.brands ?? []) params.append('brand', brand);
  for (const store of filters.stores ?? []) params.append('store', String(store));
  const response = await fetch(`${backend.baseUrl}/restapi/categories/${categoryId}/products?${params}`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { total: number; facets: unknown };
  return { total: body.total, facets: body.facets };
}

describe.each(testEngines())('listing totals and facets on %s', (engine) => {
  beforeAll(async () => {
    backend = await startTestBackend({ engine });
  });

  afterAll(async () => {
    await backend?.close();
  });

  const price = { minPrice: 40, maxPrice: 400 };
  const [band40, band60] = [bandPrices(40), bandPrices(60)];
  const brands = ['Sony', 'Samsung', 'Apple'];
  const stores = [8, 11, 3];
  const combinations: [string, Filters][] = [
    ['no filter', {}],
    ['a price range', price],
    ['a lowest price only', { minPrice: 150 }],
    ['brands', { brands }],
    ['stores', { stores }],
    ['a price range and brands', { ...price, brands }],
    ['a price range and stores', { ...price, stores }],
    ['brands and stores', { brands, stores }],
    ['every filter', { ...price, brands, stores }],
    ['a price range nothing is in', { minPrice: 999_999 }],
    // PostgreSQL sums whole price bands and counts the rows of the bands a filter cuts.
    ['a highest price only', { maxPrice: 120 }],
    ['a range inside one price band', { minPrice: (band40.lowest + 1) / 100, maxPrice: (band40.highest - 1) / 100 }],
    ['a range on price band edges', { minPrice: band40.lowest / 100, maxPrice: band60.highest / 100 }],
    [
      'a range on price band edges, with brands',
      { minPrice: band40.lowest / 100, maxPrice: band60.highest / 100, brands },
    ],
  ];

  for (const categoryId of [1, 7]) {
    for (const [name, filters] of combinations) {
      it(`count what each choice would give, for category ${categoryId} with ${name}`, async () => {
        const answer = await listing(categoryId, filters);
        expect(answer).toEqual(await expected(categoryId, filters));
      });
    }
  }

  it('match nothing for a store id past the last possible store, and still count the stores', async () => {
    const answer = await listing(1, { stores: [99] });
    expect(answer.total).toBe(0);
    expect(answer).toEqual({ ...(await expected(1, { stores: [99] })), total: 0 });
  });
});
