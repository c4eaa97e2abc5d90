import { sql } from 'kysely';
import type { Database } from '../../db/database.js';

/** Documents read per round trip, and prefixes written per statement. */
const READ_BATCH = 20_000;
const WRITE_BATCH = 5_000;
/** As search/terms.ts cuts a typed word. */
const MAX_PREFIX = 40;

/**
 * Renumbers products in popularity order (rank 1 = most popular) into `search_documents`, their
 * words folded by `search_words` (baseline-search.ts), and refills `search_prefixes`: every prefix
 * of every word with the sorted ranks of the documents that have it. Documents are read in rank
 * order, so each prefix's ranks come out sorted. Run after catalogue loads, inside the load's
 * transaction; renames keep themselves indexed through the products' trigger.
 */
export async function rebuildPostgresSearchIndex(db: Database): Promise<void> {
  await sql`
    TRUNCATE search_documents, search_prefixes;
    INSERT INTO search_documents (rank, product_id, category_id, name, words)
      SELECT ROW_NUMBER() OVER (ORDER BY p.popularity DESC, p.id), p.id, p.category_id, p.name,
        search_words(p.name || ' ' || c.name || COALESCE(' ' || parent.name, ''))
      FROM products p JOIN categories c ON c.id = p.category_id LEFT JOIN categories parent ON parent.id = c.parent_id;
  `.execute(db);
  const postings = new Map<string, number[]>();
  for (let after = 0; ;) {
    const { rows } = await sql<{ rank: number; words: string[] }>`
      SELECT rank, words FROM search_documents WHERE rank > ${after} ORDER BY rank LIMIT ${READ_BATCH}`.execute(db);
    for (const { rank, words } of rows) {
      const prefixes = new Set<string>();
      for (const word of words) {
        const letters = [...word];
        for (let length = 1; length <= Math.min(letters.length, MAX_PREFIX); length++)
          prefixes.add(letters.slice(0, length).join(''));
      }
      for (const prefix of prefixes) {
        const ranks = postings.get(prefix);
        if (ranks) ranks.push(rank);
        else postings.set(prefix, [rank]);
      }
    }
    if (rows.length < READ_BATCH) break;
    after = rows[rows.length - 1]!.rank;
  }
  const entries = [...postings];
  for (let start = 0; start < entries.length; start += WRITE_BATCH) {
    const slice = entries.slice(start, start + WRITE_BATCH);
    await sql`
      INSERT INTO search_prefixes (prefix, ranks)
      SELECT prefix, ranks::integer[] FROM unnest(${slice.map(([prefix]) => prefix)}::text[],
        ${slice.map(([, ranks]) => `{${ranks.join(',')}}`)}::text[]) AS x(prefix, ranks)`.execute(db);
  }
}
