import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../backend/src/db/connection.js';
import { openSeededDatabase } from '../support/seeded-database.js';

/** The denormalised columns listing queries sort and filter on follow every offer change. */
let db: Db;
let dir: string;

interface Summary {
  best_offer_id: number | null;
  min_price: number | null;
  min_price_original: number | null;
  store_count: number;
  store_mask: number;
}

const summary = (id: number) =>
  db
    .prepare('SELECT best_offer_id, min_price, min_price_original, store_count, store_mask FROM products WHERE id = ?')
    .get(id) as Summary;
const maskOf = (storeIds: number[]) => storeIds.reduce((mask, id) => mask + 2 ** (id - 1), 0);
const offersOf = (id: number) =>
  db
    .prepare('SELECT id, store_id, price, original_price FROM offers WHERE product_id = ? ORDER BY price, id')
    .all(id) as {
    id: number;
    store_id: number;
    price: number;
    original_price: number | null;
  }[];
const storeOffers = (id: number) => db.prepare('SELECT offer_count FROM stores WHERE id = ?').pluck().get(id) as number;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pricing-triggers-'));
  db = openSeededDatabase(path.join(dir, 'backend.sqlite'));
});

afterEach(() => {
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('when offers change', () => {
  it('a new cheapest offer becomes the product price, with its original price', () => {
    const store = db
      .prepare('SELECT id FROM stores WHERE id NOT IN (SELECT store_id FROM offers WHERE product_id = 1) LIMIT 1')
      .pluck()
      .get() as number;
    const before = storeOffers(store);
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO offers (product_id, store_id, price, original_price, shipping_cost, in_stock, url, updated_at)
                VALUES (1, ?, 1, 500, 0, 1, 'https://example.test/p/1', '2025-06-01T00:00:00.000Z')`,
      )
      .run(store);
    expect(summary(1)).toMatchObject({ best_offer_id: Number(lastInsertRowid), min_price: 1, min_price_original: 500 });
    expect(summary(1).store_mask).toBe(maskOf(offersOf(1).map((offer) => offer.store_id)));
    expect(storeOffers(store)).toBe(before + 1);
  });

  it('raising the cheapest offer hands the price to the next one', () => {
    const [cheapest, next] = offersOf(2);
    db.prepare('UPDATE offers SET price = ?, original_price = NULL WHERE id = ?').run(next!.price + 1000, cheapest!.id);
    expect(summary(2)).toMatchObject({
      best_offer_id: next!.id,
      min_price: next!.price,
      min_price_original: next!.original_price,
    });
  });

  it('deleting offers recounts the stores and clears the price when none are left', () => {
    const offers = offersOf(3);
    db.prepare('DELETE FROM offers WHERE id = ?').run(offers[0]!.id);
    expect(summary(3)).toMatchObject({
      store_count: offers.length - 1,
      min_price: offers[1]!.price,
      store_mask: maskOf(offers.slice(1).map((offer) => offer.store_id)),
    });
    db.prepare('DELETE FROM offers WHERE product_id = 3').run();
    expect(summary(3)).toEqual({
      best_offer_id: null,
      min_price: null,
      min_price_original: null,
      store_count: 0,
      store_mask: 0,
    });
  });
});

describe('when products change', () => {
  it('moving a product moves its category count, and renaming it re-indexes it for search', () => {
    const from = db.prepare('SELECT category_id FROM products WHERE id = 4').pluck().get() as number;
    const rank = db.prepare('SELECT rank FROM search_documents WHERE product_id = 4').pluck().get() as number;
    const count = (id: number) =>
      db.prepare('SELECT product_count FROM categories WHERE id = ?').pluck().get(id) as number;
    const to = db
      .prepare('SELECT id FROM categories WHERE id <> ? AND product_count > 0 LIMIT 1')
      .pluck()
      .get(from) as number;
    const [fromBefore, toBefore] = [count(from), count(to)];
    db.prepare(`UPDATE products SET category_id = ?, name = 'Zyxwv Renamed Gadget' WHERE id = 4`).run(to);
    expect([count(from), count(to)]).toEqual([fromBefore - 1, toBefore + 1]);
    const hits = db.prepare(`SELECT rowid FROM product_search WHERE product_search MATCH '"zyxwv"*'`).pluck().all();
    expect(hits).toEqual([rank]);
    expect(db.prepare('SELECT category_id, name FROM search_documents WHERE rank = ?').get(rank)).toEqual({
      category_id: to,
      name: 'Zyxwv Renamed Gadget',
    });
  });
});
