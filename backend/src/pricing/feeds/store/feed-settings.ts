import { inTransaction, type Database } from '../../../db/database.js';
import type { CategoryMapEntry, FeedRepository, StoreFeed } from '../feed-repository.js';

interface FeedRow {
  store_id: number;
  source: string;
  every_minutes: number | null;
  next_run_at: number | null;
}

const toFeed = (row: FeedRow): StoreFeed => ({
  storeId: row.store_id,
  source: row.source,
  everyMinutes: row.every_minutes,
  nextRunAt: row.next_run_at,
});

type Settings = Pick<
  FeedRepository,
  'findStore' | 'getFeed' | 'saveFeed' | 'deleteFeed' | 'claimDueFeeds' | 'getCategoryMap' | 'replaceCategoryMap'
>;

const FEED_COLUMNS = ['store_id', 'source', 'every_minutes', 'next_run_at'] as const;

/** Stores' feed settings, schedules and category maps. */
export function feedSettings(db: Database): Settings {
  const feedRow = (from: Database, storeId: number) =>
    from.selectFrom('store_feeds').select(FEED_COLUMNS).where('store_id', '=', storeId).executeTakeFirst();
  return {
    findStore: async (storeId) =>
      (await db.selectFrom('stores').select(['id', 'name', 'domain']).where('id', '=', storeId).executeTakeFirst()) ??
      null,

    getFeed: async (storeId) => {
      const row = await feedRow(db, storeId);
      return row ? toFeed(row) : null;
    },

    saveFeed: (storeId, { source, everyMinutes }, now) =>
      inTransaction(db, async (tx) => {
        const before = await feedRow(tx, storeId);
        // A new or changed schedule starts counting now; the first scheduled import comes soon.
        const nextRunAt =
          before && before.every_minutes === everyMinutes ? before.next_run_at : everyMinutes === null ? null : now;
        await tx
          .insertInto('store_feeds')
          .values({ store_id: storeId, source, every_minutes: everyMinutes, next_run_at: nextRunAt, updated_at: now })
          .onConflict((conflict) =>
            conflict
              .column('store_id')
              .doUpdateSet({ source, every_minutes: everyMinutes, next_run_at: nextRunAt, updated_at: now }),
          )
          .execute();
        return toFeed((await feedRow(tx, storeId))!);
      }),

    deleteFeed: async (storeId) => {
      const { numDeletedRows } = await db.deleteFrom('store_feeds').where('store_id', '=', storeId).executeTakeFirst();
      return numDeletedRows > 0n;
    },

    // Each due feed is claimed by moving its next run on where it still is what was read: of two
    // instances reading it at once, one moves it and the other finds nothing to move.
    claimDueFeeds: (now, limit) =>
      inTransaction(db, async (tx) => {
        const due = await tx
          .selectFrom('store_feeds')
          .select(FEED_COLUMNS)
          .where('next_run_at', 'is not', null)
          .where('next_run_at', '<=', now)
          .orderBy('next_run_at')
          .limit(limit)
          .execute();
        const claimed: StoreFeed[] = [];
        for (const row of due) {
          const { numUpdatedRows } = await tx
            .updateTable('store_feeds')
            .set((eb) => ({ next_run_at: eb(eb.val(now), '+', eb('every_minutes', '*', 60)) }))
            .where('store_id', '=', row.store_id)
            .where('next_run_at', '=', row.next_run_at)
            .executeTakeFirst();
          if (numUpdatedRows === 1n) claimed.push(toFeed(row));
        }
        return claimed;
      }),

    getCategoryMap: async (storeId) =>
      (
        await db
          .selectFrom('store_category_map')
          .select(['feed_category', 'category_id'])
          .where('store_id', '=', storeId)
          .orderBy('feed_category')
          .execute()
      ).map((row) => ({ feedCategory: row.feed_category, categoryId: row.category_id })),

    replaceCategoryMap: (storeId, entries: readonly CategoryMapEntry[]) =>
      inTransaction(db, async (tx) => {
        const wanted = [...new Set(entries.map((entry) => entry.categoryId))];
        const known = wanted.length
          ? new Set(
              (await tx.selectFrom('categories').select('id').where('id', 'in', wanted).execute()).map((row) => row.id),
            )
          : new Set<number>();
        const unknownCategories = wanted.filter((id) => !known.has(id));
        if (unknownCategories.length) return { unknownCategories };
        await tx.deleteFrom('store_category_map').where('store_id', '=', storeId).execute();
        if (entries.length)
          await tx
            .insertInto('store_category_map')
            .values(
              entries.map((entry) => ({
                store_id: storeId,
                feed_category: entry.feedCategory,
                category_id: entry.categoryId,
              })),
            )
            .execute();
        return { unknownCategories };
      }),
  };
}
