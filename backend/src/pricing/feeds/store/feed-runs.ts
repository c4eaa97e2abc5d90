import type { Selectable } from 'kysely';
import { inTransaction, type Database } from '../../../db/database.js';
import type { FeedImportsTable } from '../../../db/tables.js';
import type { RowProblem } from '../feed-item.js';
import { allowLongStatements } from './long-statements.js';
import type { FeedRepository, ImportCounts, ImportReport } from '../feed-repository.js';

const IMPORT_COLUMNS = [
  'id',
  'store_id',
  'source',
  'trigger',
  'status',
  'allow_shrink',
  'started_at',
  'finished_at',
  'error',
  'items',
  'previous_items',
  'matched',
  'unmatched',
  'invalid',
  'warnings',
  'products_created',
  'offers_created',
  'offers_updated',
  'offers_unchanged',
  'out_of_stock',
  'revalidated',
] as const;

const COUNT_COLUMNS = {
  items: 'items',
  previousItems: 'previous_items',
  matched: 'matched',
  unmatched: 'unmatched',
  invalid: 'invalid',
  warnings: 'warnings',
  productsCreated: 'products_created',
  offersCreated: 'offers_created',
  offersUpdated: 'offers_updated',
  offersUnchanged: 'offers_unchanged',
  outOfStock: 'out_of_stock',
  revalidated: 'revalidated',
} as const satisfies Record<keyof ImportCounts, keyof FeedImportsTable>;

type ImportRow = Omit<Selectable<FeedImportsTable>, 'lease_until' | 'offers_checked_at'>;

function toRun(row: ImportRow): Omit<ImportReport, 'problems' | 'problemsOmitted'> {
  const counts = Object.fromEntries(
    Object.entries(COUNT_COLUMNS).map(([key, column]) => [key, row[column] as number | null]),
  ) as unknown as ImportCounts;
  return {
    id: row.id,
    storeId: row.store_id,
    source: row.source,
    trigger: row.trigger,
    status: row.status,
    allowShrink: row.allow_shrink === 1,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    error: row.error,
    counts,
  };
}

/** The columns of the counts given, for an update of the import's row. */
export function countColumns(
  counts: Partial<ImportCounts>,
): Partial<Record<(typeof COUNT_COLUMNS)[keyof ImportCounts], number>> {
  return Object.fromEntries(
    Object.entries(counts).map(([key, value]) => [COUNT_COLUMNS[key as keyof ImportCounts], value]),
  );
}

/** A running import left by a process that stopped: its lease ran out. */
const INTERRUPTED = 'interrupted: the process importing it stopped before it finished';

type Runs = Pick<
  FeedRepository,
  | 'startImport'
  | 'renewLease'
  | 'failImport'
  | 'changedProducts'
  | 'finishRevalidation'
  | 'pruneStagedItems'
  | 'getImport'
  | 'listImports'
>;

/** Import runs, their reports and the queue of products to revalidate. */
export function feedRuns(db: Database): Runs {
  const deleteStaged = (importId: number) =>
    inTransaction(db, async (tx) => {
      await allowLongStatements(tx);
      await tx.deleteFrom('feed_items').where('import_id', '=', importId).execute();
    });

  return {
    startImport: ({ storeId, source, trigger, allowShrink }, now, leaseUntil) =>
      inTransaction(db, async (tx) => {
        await tx
          .updateTable('feed_imports')
          .set({ status: 'failed', error: INTERRUPTED, finished_at: now })
          .where('store_id', '=', storeId)
          .where('status', '=', 'running')
          .where('lease_until', '<', now)
          .execute();
        const running = await tx
          .selectFrom('feed_imports')
          .select('id')
          .where('store_id', '=', storeId)
          .where('status', '=', 'running')
          .executeTakeFirst();
        if (running) return { started: false as const, runningId: running.id };
        // Two instances starting the same store's import at once: the unique index lets one in.
        const inserted = await tx
          .insertInto('feed_imports')
          .values({
            store_id: storeId,
            source,
            trigger,
            status: 'running',
            allow_shrink: allowShrink ? 1 : 0,
            started_at: now,
            lease_until: leaseUntil,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { started: true as const, importId: inserted.id };
      }),

    renewLease: async (importId, leaseUntil) => {
      await db
        .updateTable('feed_imports')
        .set({ lease_until: leaseUntil })
        .where('id', '=', importId)
        .where('status', '=', 'running')
        .execute();
    },

    failImport: async (importId, error, counts, now) => {
      await db
        .updateTable('feed_imports')
        .set({ status: 'failed', error, finished_at: now, lease_until: null, ...countColumns(counts) })
        .where('id', '=', importId)
        .execute();
      await deleteStaged(importId);
    },

    changedProducts: async (importId, afterProductId, limit) =>
      (
        await db
          .selectFrom('feed_import_changes')
          .select('product_id')
          .where('import_id', '=', importId)
          .where('product_id', '>', afterProductId)
          .orderBy('product_id')
          .limit(limit)
          .execute()
      ).map((row) => row.product_id),

    finishRevalidation: (importId, revalidated, now) =>
      inTransaction(db, async (tx) => {
        await tx
          .updateTable('feed_imports')
          .set({ revalidated, finished_at: now })
          .where('id', '=', importId)
          .execute();
        await tx.deleteFrom('feed_import_changes').where('import_id', '=', importId).execute();
      }),

    pruneStagedItems: async (storeId) => {
      const kept = await db
        .selectFrom('feed_imports')
        .select((eb) => eb.fn.max('id').as('id'))
        .where('store_id', '=', storeId)
        .where('status', '=', 'succeeded')
        .executeTakeFirst();
      const done = await db
        .selectFrom('feed_imports')
        .select('id')
        .where('store_id', '=', storeId)
        .where('status', '<>', 'running')
        .where('id', '<>', kept?.id ?? 0)
        .where((eb) =>
          eb.exists(eb.selectFrom('feed_items').select('position').whereRef('import_id', '=', 'feed_imports.id')),
        )
        .execute();
      for (const { id } of done) await deleteStaged(id);
    },

    getImport: async (storeId, importId) => {
      const row = await db
        .selectFrom('feed_imports')
        .select(IMPORT_COLUMNS)
        .where('id', '=', importId)
        .where('store_id', '=', storeId)
        .executeTakeFirst();
      if (!row) return null;
      const problems = (
        await db
          .selectFrom('feed_import_problems')
          .select(['row', 'item_id', 'kind', 'field', 'message'])
          .where('import_id', '=', importId)
          .orderBy('row')
          .orderBy('kind')
          .orderBy('message')
          .execute()
      ).map((problem): RowProblem => ({
        row: problem.row,
        itemId: problem.item_id,
        kind: problem.kind,
        field: problem.field as RowProblem['field'],
        message: problem.message,
      }));
      return {
        ...toRun(row),
        problems,
        problemsOmitted: Math.max(0, row.invalid + row.unmatched + row.warnings - problems.length),
      };
    },

    listImports: async (storeId, limit) =>
      (
        await db
          .selectFrom('feed_imports')
          .select(IMPORT_COLUMNS)
          .where('store_id', '=', storeId)
          .orderBy('id', 'desc')
          .limit(limit)
          .execute()
      ).map((row) => toRun(row)),
  };
}
