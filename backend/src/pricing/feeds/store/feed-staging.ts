import { CompiledQuery, sql } from 'kysely';
import { engineOf, inTransaction, type Database } from '../../../db/database.js';
import type { RowProblem } from '../feed-item.js';
import type { FeedRepository, StagedItem } from '../feed-repository.js';
import { brandMpnKey } from '../matching.js';
import { isListed, postgresArrayLiteral, type ListColumnType } from '../../sql-dialect.js';
import { allowLongStatements } from './long-statements.js';

type Staging = Pick<FeedRepository, 'productsByGtin' | 'productsByBrandMpn' | 'stageItems' | 'checkStaged'>;

/**
 * A staged item's columns after its import's id: the name, PostgreSQL's type (for unnest) and
 * the item's value, read column by column, so no row is built as an array of its own.
 */
const ITEM_COLUMNS: readonly { name: string; type: ListColumnType; of: (item: StagedItem) => unknown }[] = [
  { name: 'position', type: 'integer', of: (item) => item.position },
  { name: 'item_id', type: 'text', of: (item) => item.itemId },
  { name: 'product_id', type: 'integer', of: (item) => item.productId },
  { name: 'new_gtin', type: 'text', of: (item) => item.newProduct?.gtin ?? null },
  { name: 'new_category_id', type: 'integer', of: (item) => item.newProduct?.categoryId ?? null },
  { name: 'new_title', type: 'text', of: (item) => item.newProduct?.title ?? null },
  { name: 'new_brand', type: 'text', of: (item) => item.newProduct?.brand ?? null },
  { name: 'new_mpn', type: 'text', of: (item) => item.newProduct?.mpn ?? null },
  {
    name: 'new_mpn_key',
    type: 'text',
    of: (item) => (item.newProduct ? brandMpnKey(item.newProduct.brand, item.newProduct.mpn) : null),
  },
  { name: 'image_link', type: 'text', of: (item) => item.newProduct?.imageLink ?? null },
  { name: 'price', type: 'integer', of: (item) => item.price },
  { name: 'original_price', type: 'integer', of: (item) => item.originalPrice },
  { name: 'shipping_cost', type: 'integer', of: (item) => item.shippingCost },
  { name: 'in_stock', type: 'integer', of: (item) => (item.inStock ? 1 : 0) },
  { name: 'url', type: 'text', of: (item) => item.url },
];
const INSERT_ITEMS = `INSERT INTO feed_items (import_id, ${ITEM_COLUMNS.map((column) => column.name).join(', ')})`;
/** SQLite takes at most 32,766 parameters a statement. */
const SQLITE_ROWS = Math.floor(32_766 / (ITEM_COLUMNS.length + 1));
/** PostgreSQL's: the import's id once, then one array per column. */
const POSTGRES_INSERT = `${INSERT_ITEMS} SELECT $1::integer, * FROM unnest(${ITEM_COLUMNS.map(
  (column, index) => `$${index + 2}::${column.type}[]`,
).join(', ')})`;

/**
 * Writes a batch of staged items in as few statements as the engine allows: on PostgreSQL one
 * INSERT over `unnest` of one array per column, on SQLite multi-row VALUES. Compiled by hand:
 * building a query of thirty thousand values with the query builder cost more than running it.
 */
async function insertItems(db: Database, importId: number, items: readonly StagedItem[]): Promise<void> {
  if (engineOf(db) === 'postgres') {
    const arrays = ITEM_COLUMNS.map((column) => postgresArrayLiteral(items.map(column.of), column.type));
    await db.executeQuery(CompiledQuery.raw(POSTGRES_INSERT, [importId, ...arrays]));
    return;
  }
  for (let start = 0; start < items.length; start += SQLITE_ROWS) {
    const slice = items.slice(start, start + SQLITE_ROWS);
    const values: unknown[] = [];
    for (const item of slice) {
      values.push(importId);
      for (const column of ITEM_COLUMNS) values.push(column.of(item));
    }
    await db.executeQuery(CompiledQuery.raw(sqliteInsertOf(slice.length), values));
  }
}

/** The text of an INSERT of `rows` staged items: every full batch has the same, so it is built once. */
const sqliteInserts = new Map<number, string>();
function sqliteInsertOf(rows: number): string {
  let text = sqliteInserts.get(rows);
  if (text === undefined) {
    const row = `(?${', ?'.repeat(ITEM_COLUMNS.length)})`;
    text = `${INSERT_ITEMS} VALUES ${Array(rows).fill(row).join(', ')}`;
    if (sqliteInserts.size > 8) sqliteInserts.clear();
    sqliteInserts.set(rows, text);
  }
  return text;
}

async function keepProblems(db: Database, importId: number, problems: readonly RowProblem[]): Promise<void> {
  if (!problems.length) return;
  await db
    .insertInto('feed_import_problems')
    .values(
      problems.map((problem) => ({
        import_id: importId,
        row: problem.row,
        item_id: problem.itemId,
        kind: problem.kind,
        field: problem.field,
        message: problem.message,
      })),
    )
    .execute();
}

/** Suspect rows a check reads at a time. */
const CHECK_PAGE = 5_000;
/** Suspect item ids a check reads at a time: each page costs a pass over the import's rows. */
const ITEM_ID_PAGE = 100_000;

function* pagesOf(positions: Int32Array, size = CHECK_PAGE): Generator<number[]> {
  for (let start = 0; start < positions.length; start += size)
    yield Array.from(positions.subarray(start, start + size));
}

/** Candidates for matching, the staged items of a running import, and what their uniqueness finds. */
export function feedStaging(db: Database): Staging {
  return {
    productsByGtin: async (gtins) => {
      if (!gtins.length) return new Map();
      const rows = await db
        .selectFrom('products')
        .select(['gtin', 'id'])
        .where(isListed(db, 'gtin', [...new Set(gtins)], 'text'))
        .execute();
      return new Map(rows.map((row) => [row.gtin!, row.id]));
    },

    productsByBrandMpn: async (keys) => {
      const byKey = new Map<string, number[]>();
      if (!keys.length) return byKey;
      const rows = await db
        .selectFrom('products')
        .select(['mpn_key', 'id'])
        .where(isListed(db, 'mpn_key', [...new Set(keys)], 'text'))
        .orderBy('id')
        .execute();
      for (const row of rows) {
        const ids = byKey.get(row.mpn_key!);
        if (ids) ids.push(row.id);
        else byKey.set(row.mpn_key!, [row.id]);
      }
      return byKey;
    },

    stageItems: (importId, items, problems, problemRoom) =>
      inTransaction(db, async (tx) => {
        if (items.length) await insertItems(tx, importId, items);
        const kept = problems.slice(0, Math.max(0, problemRoom));
        await keepProblems(tx, importId, kept);
        return { stored: kept.length };
      }),

    // An id listed again makes its row invalid; a product listed again by another item is used
    // once (its first item), the others warned about and unstaged. Only the rows staging suspected
    // (repeat-suspects.ts) can repeat an earlier one: only they are looked up.
    checkStaged: (importId, problemRoom, suspects) =>
      inTransaction(db, async (tx) => {
        await allowLongStatements(tx);
        // PostgreSQL plans from statistics, and autovacuum has not yet seen the rows just staged: planned
        // as if the table were empty, each row's probe became a scan of every staged row (and so did
        // the apply step's joins).
        if (engineOf(tx) === 'postgres') await sql`ANALYZE feed_items`.execute(tx);
        const result = { invalid: 0, invalidMatched: 0, warnings: 0, stored: 0 };
        const keep = async (problems: RowProblem[]) => {
          const kept = problems.slice(0, Math.max(0, problemRoom - result.stored));
          await keepProblems(tx, importId, kept);
          result.stored += kept.length;
        };
        // The earliest other row with the same value. (MIN of a plain position would walk the positions'
        // index from the start instead of the value's.)
        const earlier = (column: 'product_id' | 'new_gtin') => sql`
          (SELECT MIN(g.position + 0) FROM feed_items g
           WHERE g.import_id = f.import_id AND g.${sql.ref(column)} = f.${sql.ref(column)} AND g.position < f.position)`;
        for (const page of pagesOf(suspects.itemIds, ITEM_ID_PAGE)) {
          // Item ids have no index of their own (its upkeep cost every import's staging more than this):
          // the suspects' ids, then each id's first row, in one pass over the import's rows.
          const { rows } = await sql<{ position: number; item_id: string; product_id: number | null; first: number }>`
            WITH page AS (
              SELECT position, item_id, product_id FROM feed_items WHERE import_id = ${importId} AND ${isListed(tx, 'position', page)}),
            firsts AS (
              SELECT g.item_id, MIN(g.position) AS first FROM feed_items g
              WHERE g.import_id = ${importId} AND g.item_id IN (SELECT item_id FROM page)
              GROUP BY g.item_id)
            SELECT page.position, page.item_id, page.product_id, firsts.first
            FROM page JOIN firsts ON firsts.item_id = page.item_id
            WHERE firsts.first < page.position
            ORDER BY page.position`.execute(tx);
          result.invalid += rows.length;
          result.invalidMatched += rows.filter((row) => row.product_id !== null).length;
          await keep(
            rows.map((row) => ({
              row: row.position,
              itemId: row.item_id,
              kind: 'invalid',
              field: 'id',
              message: `id ${row.item_id} is listed again (first at row ${row.first})`,
            })),
          );
        }
        if (result.invalid > 0) return result;
        for (const [key, positions] of [
          ['product_id', suspects.products],
          ['new_gtin', suspects.newGtins],
        ] as const) {
          for (const page of pagesOf(positions)) {
            // The first item's id is looked up for the repeated rows alone: as a join, PostgreSQL planned it
            // as a hash of every staged row, built again for each page (46 ms a page at 100,000 items).
            const { rows } = await sql<{ position: number; item_id: string; first: number; first_item: string }>`
              SELECT page.position, page.item_id, page.first,
                (SELECT g.item_id FROM feed_items g WHERE g.import_id = ${importId} AND g.position = page.first) AS first_item
              FROM (
                SELECT f.position, f.item_id, ${earlier(key)} AS first
                FROM feed_items f WHERE f.import_id = ${importId} AND ${isListed(tx, 'f.position', page)}) page
              WHERE page.first IS NOT NULL
              ORDER BY page.position`.execute(tx);
            result.warnings += rows.length;
            await keep(
              rows.map((row) => ({
                row: row.position,
                itemId: row.item_id,
                kind: 'warning',
                field: null,
                message: `lists the same product as item ${row.first_item} (row ${row.first}); only that one is used`,
              })),
            );
            if (rows.length)
              await tx
                .deleteFrom('feed_items')
                .where('import_id', '=', importId)
                .where(
                  'position',
                  'in',
                  rows.map((row) => row.position),
                )
                .execute();
          }
        }
        return result;
      }),
  };
}
