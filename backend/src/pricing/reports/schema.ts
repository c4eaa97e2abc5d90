import type { Migration } from '../../db/migrate.js';

/**
 * Shoppers' wrong-price reports. They keep the offer's id, product and store but no foreign key:
 * a report outlives the offer it was about (a store that stops listing a product is often what
 * was reported). The client is kept only as a hash of its address, for the rate limit.
 */
export const offerReportsMigration: Migration = {
  id: 'pricing-005-offer-reports',
  up: (db) => {
    db.exec(`
      CREATE TABLE offer_reports (
        id INTEGER PRIMARY KEY,
        offer_id INTEGER NOT NULL,
        product_id INTEGER NOT NULL,
        store_id INTEGER NOT NULL,
        reason TEXT NOT NULL CHECK (reason IN ('price-differs', 'out-of-stock', 'wrong-product', 'other')),
        note TEXT,
        client_key TEXT NOT NULL,
        created_at INTEGER NOT NULL           -- seconds since the epoch
      );
      CREATE INDEX offer_reports_offer ON offer_reports(offer_id, created_at);
      CREATE INDEX offer_reports_client ON offer_reports(client_key, created_at);
    `);
  },
};
