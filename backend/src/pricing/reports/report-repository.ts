import { sql } from 'kysely';
import { engineOf, type Database } from '../../db/database.js';

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

export function findOffer(db: Database, offerId: number): Promise<ReportedOffer | undefined> {
  return db
    .selectFrom('offers')
    .select(['id', 'product_id as productId', 'store_id as storeId'])
    .where('id', '=', offerId)
    .executeTakeFirst();
}

export async function insertReport(
  db: Database,
  report: { offer: ReportedOffer; reason: ReportReason; note: string | null; clientKey: string; createdAt: number },
): Promise<number> {
  const { id } = await db
    .insertInto('offer_reports')
    .values({
      offer_id: report.offer.id,
      product_id: report.offer.productId,
      store_id: report.offer.storeId,
      reason: report.reason,
      note: report.note,
      client_key: report.clientKey,
      created_at: report.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** How many reports the client sent since `since`, and when the oldest of them was sent. */
export async function countClientReports(
  db: Database,
  clientKey: string,
  since: number,
): Promise<{ count: number; oldest: number | null }> {
  const row = await db
    .selectFrom('offer_reports')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('created_at').as('oldest')])
    .where('client_key', '=', clientKey)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), oldest: row.oldest === null ? null : Number(row.oldest) };
}

/**
 * An offer's reports, newest first, with the offer's product and store: from the offer, or for
 * one since removed, from its reports. Null when neither exists.
 */
export async function listOfferReports(
  db: Database,
  offerId: number,
): Promise<{ offer: ReportedOffer; reports: StoredReport[] } | null> {
  const rows = await db
    .selectFrom('offer_reports')
    .select(['id', 'product_id as productId', 'store_id as storeId', 'reason', 'note', 'created_at as createdAt'])
    .where('offer_id', '=', offerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const offer =
    (await findOffer(db, offerId)) ??
    (rows[0] && { id: offerId, productId: rows[0].productId, storeId: rows[0].storeId });
  if (!offer) return null;
  return {
    offer,
    reports: rows.map(({ id, reason, note, createdAt }) => ({ id, reason: reason as ReportReason, note, createdAt })),
  };
}

/**
 * Holds a lock on the client's key until the transaction ends (PostgreSQL's transaction advisory
 * lock; SQLite has one writer at a time), so its reports are counted and recorded one at a time.
 */
export async function lockRateKey(db: Database, clientKey: string): Promise<void> {
  if (engineOf(db) === 'postgres')
    await sql`SELECT pg_advisory_xact_lock(hashtextextended(${clientKey}, 0))`.execute(db);
}
