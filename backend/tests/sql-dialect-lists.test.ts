import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isListed, jsonArrayOfRows, listedRows, postgresArrayLiteral } from '../src/pricing/sql-dialect.js';
import { testEngines } from './support/test-engines.js';
import { openTestStores, rowsOf, type TestStores } from './helpers.js';

/**
 * Lists passed as one parameter (a batch of price facts, of products to read): read back as rows on
 * either engine, and the statement's text the same whatever the list's length, so it is prepared once.
 */
describe.each(testEngines())('lists as one parameter on %s', (engine) => {
  let stores: TestStores;

  beforeAll(async () => {
    stores = await openTestStores({ engine, seed: false });
  });

  afterAll(async () => {
    await stores.close();
  });

  const COLUMNS = [
    ['id', 'integer'],
    ['at', 'bigint'],
    ['label', 'text'],
  ] as const;

  it('tells which values are in a list of integers', async () => {
    const rows = await rowsOf<{ n: number }>(
      stores.pricing,
      sql`SELECT value AS n FROM (SELECT 1 AS value UNION ALL SELECT 2 UNION ALL SELECT 3 UNION ALL SELECT 5) AS numbers
          WHERE ${isListed(stores.pricing, 'value', [5, 2, 9])} ORDER BY value`,
    );
    expect(rows.map((row) => Number(row.n))).toEqual([2, 5]);
  });

  it('tells which values are in a list of texts', async () => {
    const rows = await rowsOf<{ word: string }>(
      stores.pricing,
      sql`SELECT word FROM (SELECT 'kettle' AS word UNION ALL SELECT 'toaster' UNION ALL SELECT 'it''s') AS words
          WHERE ${isListed(stores.pricing, 'word', ["it's", 'kettle', 'lamp'], 'text')} ORDER BY word`,
    );
    expect(rows.map((row) => row.word)).toEqual(["it's", 'kettle']);
  });

  it('reads rows of several columns back, nulls and awkward text included', async () => {
    const given = [
      [1, 1_767_225_600, 'plain'],
      [2, null, 'a "quoted", {braced} \\ back\'slashed ümlaut'],
      [3, 4_102_444_800, null],
    ] as const;
    const rows = await rowsOf<{ id: number; at: number | null; label: string | null }>(
      stores.pricing,
      sql`SELECT id, at, label FROM ${listedRows(stores.pricing, COLUMNS, given)} AS listed ORDER BY id`,
    );
    expect(rows.map((row) => [Number(row.id), row.at === null ? null : Number(row.at), row.label])).toEqual(given);
  });

  it('reads back texts an array literal could mistake: NULL, empty, spaced, separators', async () => {
    const awkward = ['NULL', '', '  spaced  ', 'a,b', '{x}', 'say "hi"', 'C:\\tmp\\', 'ümlaut'];
    const given = awkward.map((label, index) => [index, null, label] as const);
    const rows = await rowsOf<{ id: number; label: string | null }>(
      stores.pricing,
      sql`SELECT id, label FROM ${listedRows(stores.pricing, COLUMNS, given)} AS listed ORDER BY id`,
    );
    expect(rows.map((row) => row.label)).toEqual(awkward);
    const none = await rowsOf<{ n: number }>(
      stores.pricing,
      sql`SELECT n FROM (SELECT 1 AS n) AS one WHERE ${isListed(stores.pricing, 'n', [] as number[])}`,
    );
    expect(none).toEqual([]);
  });

  it('reads rows back as one JSON text of arrays, in order: integers past 2^31, nulls and awkward text', async () => {
    const given = [
      [3, 4_102_444_800, 'a "quoted", {braced} \\ back\'slashed ümlaut\nnew line'],
      [1, null, 'plain'],
      [2, -7, null],
    ] as const;
    const { rows } = await sql<{ rows: string | null }>`
      SELECT ${jsonArrayOfRows(stores.pricing, ['id', 'at', 'label'], ['id'], ['label'])} AS rows
      FROM ${listedRows(stores.pricing, COLUMNS, given)} AS listed`.execute(stores.pricing);
    expect(typeof rows[0]!.rows).toBe('string');
    expect(JSON.parse(rows[0]!.rows!)).toEqual([...given].sort((a, b) => a[0] - b[0]));
    const none = await sql<{ rows: string | null }>`
      SELECT ${jsonArrayOfRows(stores.pricing, ['id'], [])} AS rows
      FROM ${listedRows(stores.pricing, COLUMNS, [])} AS listed`.execute(stores.pricing);
    expect(JSON.parse(none.rows[0]!.rows ?? '[]')).toEqual([]);
  });

  it('keeps one statement text for lists of any length', () => {
    const compiled = (length: number) => {
      const ids = Array.from({ length }, (_, index) => index + 1);
      const rows = ids.map((id) => [id, id * 10, `item ${id}`]);
      return sql`SELECT * FROM ${listedRows(stores.pricing, COLUMNS, rows)} AS listed
        WHERE ${isListed(stores.pricing, 'id', ids)}`.compile(stores.pricing);
    };
    expect(compiled(1).sql).toBe(compiled(500).sql);
    expect(compiled(500).parameters).toHaveLength(compiled(1).parameters.length);
  });
});

describe('PostgreSQL array literals', () => {
  it('joins integers, with NULL for a missing one', () => {
    expect(postgresArrayLiteral([1, 22, 333], 'integer')).toBe('{1,22,333}');
    expect(postgresArrayLiteral([1, null, 3, undefined], 'integer')).toBe('{1,NULL,3,NULL}');
    expect(postgresArrayLiteral([1_767_225_600], 'bigint')).toBe('{1767225600}');
  });

  it('quotes every text, so a text reading NULL, empty or spaced stays a text', () => {
    expect(postgresArrayLiteral(['NULL', '', ' a b '], 'text')).toBe('{"NULL",""," a b "}');
    expect(postgresArrayLiteral(['kettle', null], 'text')).toBe('{"kettle",NULL}');
  });

  it('escapes a quote and a backslash, and nothing else', () => {
    expect(postgresArrayLiteral(['say "hi"', 'C:\\tmp', 'a,{b}'], 'text')).toBe('{"say \\"hi\\"","C:\\\\tmp","a,{b}"}');
  });

  it('writes an empty list as an empty array', () => {
    expect(postgresArrayLiteral([], 'integer')).toBe('{}');
    expect(postgresArrayLiteral([], 'text')).toBe('{}');
  });
});
