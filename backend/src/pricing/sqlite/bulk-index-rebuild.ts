import { sql } from 'kysely';
import type { Database } from '../../db/database.js';

/**
 * From this share of a table's rows written at once, its indexes over the written columns are
 * built again rather than kept up row by row. Measured on a million products: keeping the four
 * listing indexes up cost about 40 µs a written row (each row moves its entries to random pages),
 * building them again about 8 µs a row of the table.
 */
export const REBUILD_FROM_SHARE = 0.25;

export function rebuildPays(writtenRows: number, tableRows: number): boolean {
  return writtenRows > 0 && writtenRows >= tableRows * REBUILD_FROM_SHARE;
}

interface IndexDefinition {
  name: string;
  sql: string;
}

/**
 * The indexes of `table` created by a statement (not a constraint's) that hold one of `columns`:
 * those a write of those columns moves entries in. Unique indexes stay, since they enforce a rule.
 */
async function indexesOver(db: Database, table: string, columns: readonly string[]): Promise<IndexDefinition[]> {
  const { rows } = await sql<IndexDefinition>`
    SELECT DISTINCT m.name, m.sql
    FROM pragma_index_list(${table}) AS l
    JOIN sqlite_master AS m ON m.type = 'index' AND m.name = l.name
    JOIN pragma_index_info(l.name) AS c
    WHERE l."unique" = 0 AND l.origin = 'c' AND c.name IN (SELECT value FROM json_each(${JSON.stringify(columns)}))
    ORDER BY m.name`.execute(db);
  return rows;
}

/**
 * Runs `write`, which changes `columns` of `writtenRows` rows of `table`, inside the caller's
 * transaction; when that is a large share of the table, with the table's indexes over those
 * columns dropped before and created again, with the same statements, after (`write` is told
 * which, so it may do more of its work while they are aside). SQLite's DDL is
 * transactional and readers keep their snapshot, so no reader ever sees the table without them.
 * SQLite only: on PostgreSQL dropping an index locks the table against readers until the commit.
 */
export async function withIndexesRebuiltForBulkWrite<T>(
  db: Database,
  { table, columns, writtenRows }: { table: string; columns: readonly string[]; writtenRows: number },
  write: (indexesAside: boolean) => Promise<T>,
): Promise<T> {
  const { rows } = await sql<{ n: number }>`SELECT COUNT(*) AS n FROM ${sql.table(table)}`.execute(db);
  if (!rebuildPays(writtenRows, Number(rows[0]!.n))) return write(false);
  const indexes = await indexesOver(db, table, columns);
  for (const index of indexes) await sql`DROP INDEX ${sql.id(index.name)}`.execute(db);
  const result = await write(true);
  await withSortHelperThread(db, async () => {
    for (const index of indexes) await sql.raw(index.sql).execute(db);
  });
  return result;
}

/**
 * Runs `build` with SQLite allowed one helper thread for its sorts (PRAGMA threads, none by
 * default): building an index sorts all of its entries, and the helper sorts and merges part of
 * them on the other core, idle by the end of a bulk write. The four listing indexes of a million
 * products took 3.4-3.9 s against 4.9-5.2 s built alone, 3.9-4.6 s against 4.5-5.5 s inside a
 * first import, for 4 MB more memory while they are built.
 */
async function withSortHelperThread(db: Database, build: () => Promise<void>): Promise<void> {
  const { rows } = await sql<{ threads: number }>`PRAGMA threads`.execute(db);
  const before = Number(rows[0]?.threads ?? 0);
  await sql`PRAGMA threads = 1`.execute(db);
  try {
    await build();
  } finally {
    await sql.raw(`PRAGMA threads = ${before}`).execute(db);
  }
}
