import { sql, type RawBuilder } from 'kysely';
import { engineOf, type Database } from '../../db/database.js';

/**
 * When the store last confirmed an offer (epoch seconds): the later of the offer's own check (an
 * admin write, or a feed import that changed it) and the store's last successful feed import, if
 * that import listed the product. An import confirms the offers it lists without writing them
 * (feeds/store/feed-apply.ts): on PostgreSQL, a million unchanged offers stamped one by one took
 * 12 to 19 s of a repeat import, a new version of every row. Null when neither says (an offer
 * written before checks were recorded: its last update is the best there is).
 *
 * `offer` is the offers row's alias in the caller's query.
 */
export function offerCheckedAt(db: Database, offer: string): RawBuilder<number | null> {
  const own = sql.ref(`${offer}.checked_at`);
  const byFeed = sql`(
    SELECT i.offers_checked_at FROM feed_imports i
    WHERE i.id = (SELECT MAX(l.id) FROM feed_imports l
                  WHERE l.store_id = ${sql.ref(`${offer}.store_id`)} AND l.status = 'succeeded')
      AND EXISTS (SELECT 1 FROM feed_items f
                  WHERE f.import_id = i.id AND f.product_id = ${sql.ref(`${offer}.product_id`)}))`;
  // PostgreSQL's GREATEST passes over a null; SQLite's MAX(a, b) is null if either is (times are after 1970).
  return engineOf(db) === 'postgres'
    ? sql<number | null>`GREATEST(${own}, ${byFeed})`
    : sql<number | null>`NULLIF(MAX(COALESCE(${own}, 0), COALESCE(${byFeed}, 0)), 0)`;
}
