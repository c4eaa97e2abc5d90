import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../backend/src/db/connection.js';
import { encodeArchive } from '../../backend/src/pricing/history/archive-codec.js';
import { refreshQueuedPriceFacts } from '../../backend/src/pricing/history/price-facts.js';
import { DAY_SECONDS, dayOf, nowSeconds } from '../../backend/src/pricing/history/time.js';
import { openSeededDatabase } from '../support/seeded-database.js';

/** Whatever writes an offer, its change is logged, and the facts derived from history follow. */
let db: Db;
let dir: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pricing-history-triggers-'));
  db = openSeededDatabase(path.join(dir, 'backend.sqlite'));
});

afterAll(() => {
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

interface OfferRow {
  id: number;
  product_id: number;
  store_id: number;
  price: number;
  checked_at: number;
}

const offerOf = (productId: number) =>
  db
    .prepare(
      'SELECT id, product_id, store_id, price, checked_at FROM offers WHERE product_id = ? ORDER BY price, id LIMIT 1',
    )
    .get(productId) as OfferRow;
const changesOf = (productId: number) =>
  db
    .prepare('SELECT store_id, price, original_price, in_stock FROM price_changes WHERE product_id = ? ORDER BY id')
    .all(productId);
const queued = (productId: number) =>
  db.prepare('SELECT COUNT(*) FROM price_facts_queue WHERE product_id = ?').pluck().get(productId);

describe('the change log', () => {
  it('logs a price or stock change with its values and queues the product; a check or a new URL logs nothing', () => {
    const offer = offerOf(101);
    db.prepare('UPDATE offers SET checked_at = checked_at + 60, url = ? WHERE id = ?').run(
      'https://example.test/elsewhere',
      offer.id,
    );
    db.prepare('UPDATE offers SET price = price WHERE id = ?').run(offer.id);
    expect(changesOf(101)).toEqual([]);
    db.prepare('UPDATE offers SET price = ?, in_stock = 0 WHERE id = ?').run(offer.price - 100, offer.id);
    expect(changesOf(101)).toEqual([
      { store_id: offer.store_id, price: offer.price - 100, original_price: null, in_stock: 0 },
    ]);
    expect(queued(101)).toBe(1);
    refreshQueuedPriceFacts(db);
    expect(queued(101)).toBe(0);
  });

  it('logs a removed offer as no longer listed, and deleting a product leaves nothing behind', () => {
    const offer = offerOf(102);
    db.prepare('DELETE FROM offers WHERE id = ?').run(offer.id);
    expect(changesOf(102)).toEqual([{ store_id: offer.store_id, price: null, original_price: null, in_stock: 0 }]);
    db.prepare('DELETE FROM products WHERE id = 102').run();
    expect(changesOf(102)).toEqual([]);
    expect(db.prepare('SELECT COUNT(*) FROM price_history_archive WHERE product_id = 102').pluck().get()).toBe(0);
  });
});

describe('the facts derived from history', () => {
  /** Gives product `productId` a single store whose archived prices are `points` (days before today). */
  function withHistory(productId: number, points: [daysAgo: number, pence: number][]): OfferRow {
    const offer = offerOf(productId);
    db.prepare('DELETE FROM offers WHERE product_id = ? AND id <> ?').run(productId, offer.id);
    db.prepare('DELETE FROM price_changes WHERE product_id = ?').run(productId);
    const today = dayOf(nowSeconds());
    const archive = encodeArchive([
      {
        storeId: offer.store_id,
        points: points.map(([daysAgo, price]) => ({
          at: (today - daysAgo) * DAY_SECONDS,
          price,
          original: null,
          shipping: 0,
          inStock: true,
        })),
      },
    ])!;
    db.prepare('UPDATE price_history_archive SET start_day = ?, data = ? WHERE product_id = ?').run(
      archive.startDay,
      archive.data,
      productId,
    );
    db.prepare('UPDATE offers SET price = ?, original_price = NULL, shipping_cost = 0, in_stock = 1 WHERE id = ?').run(
      points.at(-1)![1],
      offer.id,
    );
    refreshQueuedPriceFacts(db);
    return offerOf(productId);
  }

  const cut = (offer: OfferRow, price: number, claimed: number | null) => {
    db.prepare('UPDATE offers SET price = ?, original_price = ?, checked_at = ? WHERE id = ?').run(
      price,
      claimed,
      nowSeconds(),
      offer.id,
    );
    refreshQueuedPriceFacts(db);
    return db.prepare('SELECT reference_price FROM offers WHERE id = ?').pluck().get(offer.id);
  };

  it('states a claimed discount against the lowest price of the 30 days before, even one that ended 20 days ago', () => {
    const offer = withHistory(103, [
      [60, 10_000],
      [20, 12_000],
    ]);
    expect(cut(offer, 9_000, 15_000)).toBe(10_000);
    expect(db.prepare('SELECT min_price_reference, discount FROM products WHERE id = 103').get()).toEqual({
      min_price_reference: 10_000,
      discount: 1_000,
    });
  });

  it('leaves out a low that ended more than 30 days before', () => {
    const offer = withHistory(104, [
      [61, 10_000],
      [31, 12_000],
    ]);
    expect(cut(offer, 9_000, 15_000)).toBe(12_000);
  });

  it('gives no reference when the store claims no discount', () => {
    const offer = withHistory(105, [[60, 10_000]]);
    expect(cut(offer, 9_000, null)).toBeNull();
    expect(db.prepare('SELECT discount FROM products WHERE id = 105').pluck().get()).toBe(0);
  });

  it('lists a drop of 10% below the 30-day low as a deal, and follows the product to another category', () => {
    const offer = withHistory(106, [
      [90, 10_000],
      [40, 12_000],
    ]);
    cut(offer, 10_000, null);
    const drop = () =>
      db
        .prepare('SELECT category_id, total, reference_total, drop_bp FROM price_drops WHERE product_id = 106')
        .get() as Record<string, number> | undefined;
    expect(drop()).toMatchObject({ total: 10_000, reference_total: 12_000, drop_bp: 1_666 });
    const other = db
      .prepare(
        'SELECT id FROM categories WHERE id <> (SELECT category_id FROM products WHERE id = 106) AND product_count > 0 LIMIT 1',
      )
      .pluck()
      .get();
    db.prepare('UPDATE products SET category_id = ? WHERE id = 106').run(other);
    expect(drop()?.category_id).toBe(other);
    cut(offer, 11_500, null);
    expect(drop()).toBeUndefined();
  });
});
