import type { Db } from '../../db/connection.js';

export const REPORT_REASONS = ['price-differs', 'out-of-stock', 'wrong-product', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export interface ReportedOffer {
  id: number;
  productId: number;
  storeId: number;
}

export interface StoredReport {
  id: number;
  reason: ReportReason;
  note: string | null;
  createdAt: number;
}

export function findOffer(db: Db, offerId: number): ReportedOffer | undefined {
  return db.prepare('SELECT id, product_id AS productId, store_id AS storeId FROM offers WHERE id = ?').get(offerId) as
    ReportedOffer | undefined;
}

export function insertReport(
  db: Db,
  report: { offer: ReportedOffer; reason: ReportReason; note: string | null; clientKey: string; createdAt: number },
): number {
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO offer_reports (offer_id, product_id, store_id, reason, note, client_key, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      report.offer.id,
      report.offer.productId,
      report.offer.storeId,
      report.reason,
      report.note,
      report.clientKey,
      report.createdAt,
    );
  return Number(lastInsertRowid);
}

/** How many reports the client sent since `since`, and when the oldest of them was sent. */
export function countClientReports(db: Db, clientKey: string, since: number): { count: number; oldest: number | null } {
  return db
    .prepare(
      'SELECT COUNT(*) AS count, MIN(created_at) AS oldest FROM offer_reports WHERE client_key = ? AND created_at >= ?',
    )
    .get(clientKey, since) as { count: number; oldest: number | null };
}

/**
 * An offer's reports, newest first, with the offer's product and store: from the offer, or for
 * one since removed, from its reports. Null when neither exists.
 */
export function listOfferReports(db: Db, offerId: number): { offer: ReportedOffer; reports: StoredReport[] } | null {
  const rows = db
    .prepare(
      `SELECT id, product_id AS productId, store_id AS storeId, reason, note, created_at AS createdAt
       FROM offer_reports WHERE offer_id = ? ORDER BY created_at DESC, id DESC`,
    )
    .all(offerId) as (StoredReport & { productId: number; storeId: number })[];
  const offer =
    findOffer(db, offerId) ?? (rows[0] && { id: offerId, productId: rows[0].productId, storeId: rows[0].storeId });
  if (!offer) return null;
  return { offer, reports: rows.map(({ id, reason, note, createdAt }) => ({ id, reason, note, createdAt })) };
}
