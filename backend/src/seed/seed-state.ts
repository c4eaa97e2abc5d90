import { sql } from 'kysely';
import type { Db } from '../db/connection.js';
import { inTransaction, type Database } from '../db/database.js';

/**
 * Each area seeds once: its version is recorded in `seed_state`, so a restart never reseeds or
 * duplicates rows, and a newer seed version can add what an older database lacks, where `wanted`
 * says the database may take it (the demo catalogue goes only into an empty catalogue: seed/index.ts).
 */
export function runSeedOnce(
  db: Db,
  area: string,
  version: number,
  seed: (db: Db) => void,
  wanted: (db: Db) => boolean = () => true,
): boolean {
  db.exec(`CREATE TABLE IF NOT EXISTS seed_state (
    area TEXT PRIMARY KEY,
    version INTEGER NOT NULL,
    seeded_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  )`);
  const current = db.prepare('SELECT version FROM seed_state WHERE area = ?').pluck().get(area) as number | undefined;
  if ((current !== undefined && current >= version) || !wanted(db)) return false;
  db.transaction(() => {
    seed(db);
    db.prepare(
      `INSERT INTO seed_state (area, version) VALUES (?, ?)
       ON CONFLICT(area) DO UPDATE SET version = excluded.version, seeded_at = excluded.seeded_at`,
    ).run(area, version);
  })();
  return true;
}

/**
 * The same on PostgreSQL, where several instances may start at once: the seed runs in one
 * transaction under an advisory lock, so one instance seeds and the others, once it commits,
 * find it done (or, by `wanted`, not theirs to do).
 */
export async function runPostgresSeedOnce(
  db: Database,
  area: string,
  version: number,
  seed: (tx: Database) => Promise<void>,
  wanted: (tx: Database) => Promise<boolean> = async () => true,
): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`pricewise-seed:${area}`}, 0))`.execute(tx);
    const current = await tx.selectFrom('seed_state').select('version').where('area', '=', area).executeTakeFirst();
    if ((current !== undefined && current.version >= version) || !(await wanted(tx))) return false;
    await seed(tx);
    await tx
      .insertInto('seed_state')
      .values({ area, version })
      .onConflict((conflict) => conflict.column('area').doUpdateSet({ version }))
      .execute();
    return true;
  });
}
