import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { engineOf, type Database } from '../db/database.js';

/**
 * The few words of SQL the two engines spell differently, for queries that are otherwise shared.
 */

/**
 * SQLite's index hint (its planner needs one for the listing queries, see catalogue/); PostgreSQL
 * has none and picks from its statistics.
 */
export function indexedBy(db: Database, index: string): RawBuilder<unknown> {
  return engineOf(db) === 'sqlite' ? sql.raw(`INDEXED BY ${index}`) : sql``;
}

/**
 * A descending order with NULLs last. SQLite puts NULLs last in descending order by itself (and
 * keeps using its index only without the clause); PostgreSQL puts them first unless told.
 */
export function descendingNullsLast(db: Database, column: string): RawBuilder<unknown> {
  return sql.raw(engineOf(db) === 'sqlite' ? `${column} DESC` : `${column} DESC NULLS LAST`);
}

/** Epoch seconds of an ISO-8601 text column. */
export function epochOfIso(db: Database, column: string): RawBuilder<number> {
  return engineOf(db) === 'sqlite'
    ? sql.raw(`unixepoch(${column})`)
    : sql.raw(`floor(extract(epoch FROM ${column}::timestamptz))::bigint`);
}

export type ListColumnType = 'integer' | 'bigint' | 'text';

/**
 * `column` is one of `values`, the list passed as one parameter (`WHERE ${isListed(db, 'id', ids)}`):
 * SQLite reads it with json_each, PostgreSQL with `= ANY` of an array. The statement's text is the
 * same whatever the list's length, so it is prepared once; `IN (?, ?, ...)` is a new statement (kept
 * in the statement cache) for every length a batch happens to have. PostgreSQL estimates `= ANY` by
 * the array's length and reads the column's index; `IN (SELECT unnest(...))` it took for 200
 * distinct values and hash-joined over a scan of the whole table (a batch of price facts read the
 * price changes in 22 ms at 100,000 products instead of 1.6 ms).
 */
export function isListed<T extends number | string = number>(
  db: Database,
  column: string,
  values: readonly T[],
  type: ListColumnType = 'integer',
): RawBuilder<SqlBool> {
  const ref = sql.ref(column);
  return engineOf(db) === 'sqlite'
    ? sql`${ref} IN (SELECT value FROM json_each(${JSON.stringify(values)}))`
    : sql`${ref} = ANY(CAST(${postgresArrayLiteral(values, type)} AS ${sql.raw(type)}[]))`;
}

/**
 * Ids spanning at most this many per id are read by their range: a quarter more rows at most. Not
 * two: PostgreSQL's two drains of the price facts' queue take every other run of it, and their
 * batches would each read the other's rows too.
 */
const RANGE_READ_SPAN = 1.25;

/**
 * `column` is among `ids` (distinct), for a read of a batch: where they are dense (a catch-up of
 * the price facts' queue, an import's changes), the range from the lowest to the highest, one index
 * seek instead of one each (a million products' price facts read their offers, history, archives
 * and alerts in 2,000 batches of 500 neighbours); `exact` says whether the range holds nothing
 * else, else the caller ignores or drops the rows of the ids between. Otherwise isListed.
 */
export function isAmongIds(
  db: Database,
  column: string,
  ids: readonly number[],
): { where: RawBuilder<SqlBool>; exact: boolean } {
  let low = Infinity;
  let high = -Infinity;
  for (const id of ids) {
    if (id < low) low = id;
    if (id > high) high = id;
  }
  const span = high - low + 1;
  if (ids.length > 1 && span <= ids.length * RANGE_READ_SPAN)
    return { where: sql<SqlBool>`${sql.ref(column)} BETWEEN ${low} AND ${high}`, exact: span === ids.length };
  return { where: isListed(db, column, ids), exact: true };
}

const ARRAY_ESCAPED = /["\\]/g;
const NEEDS_ARRAY_ESCAPE = /["\\]/;

/**
 * A list as PostgreSQL's array literal (`{1,NULL,3}`, `{"a","b\\"c"}`), what `pg` sends for a
 * JavaScript array, built with a join: `pg` makes a few strings an element and concatenates them,
 * and for the sixteen million elements a million-item import stages, that was 3.1 GB of the
 * 10.6 GB its thread allocated. Integers as they are, texts quoted (a quote and a backslash
 * escaped), null and undefined as NULL.
 */
export function postgresArrayLiteral(values: readonly unknown[], type: ListColumnType): string {
  const text = type === 'text';
  const plain = values.every(
    (value) => value !== null && value !== undefined && !(text && NEEDS_ARRAY_ESCAPE.test(String(value))),
  );
  if (plain) return !values.length ? '{}' : text ? `{"${values.join('","')}"}` : `{${values.join(',')}}`;
  const elements = values.map((value) => {
    if (value === null || value === undefined) return 'NULL';
    return text ? `"${String(value).replace(ARRAY_ESCAPED, '\\$&')}"` : String(value);
  });
  return `{${elements.join(',')}}`;
}

/**
 * Rows given as one parameter, read as a subquery with the named columns (`FROM ${listedRows(...)} AS
 * fact`): json_each over an array of arrays on SQLite, unnest of one array per column on
 * PostgreSQL. Same text for any number of rows, and no limit on parameters a statement.
 */
export function listedRows(
  db: Database,
  columns: readonly (readonly [name: string, type: ListColumnType])[],
  rows: readonly (readonly unknown[])[],
): RawBuilder<unknown> {
  if (engineOf(db) === 'sqlite') {
    const read = columns.map(([name], index) => `value ->> ${index} AS ${name}`).join(', ');
    return sql`(SELECT ${sql.raw(read)} FROM json_each(${JSON.stringify(rows)}))`;
  }
  const arrays = columns.map(
    ([, type], index) =>
      sql`CAST(${postgresArrayLiteral(
        rows.map((row) => row[index]),
        type,
      )} AS ${sql.raw(type)}[])`,
  );
  const names = sql.raw(columns.map(([name]) => name).join(', '));
  return sql`(SELECT * FROM unnest(${sql.join(arrays)}) AS listed(${names}))`;
}

/**
 * The rows of a query as one JSON text, an array of each row's columns, in `orderBy` order when
 * one is given (`SELECT ${jsonArrayOfRows(db, columns, orderBy)} AS rows FROM … WHERE …`; null over
 * no rows on PostgreSQL), parsed by history/timeline-rows.ts. For reads of many short rows: the
 * driver builds one string instead of an object a row, and JSON.parse builds the arrays; a batch
 * of price facts reads its offers 2.5 times faster so on SQLite. As text, not `pg`'s parsed json,
 * so the parsing can be left to another thread. The columns are plain names of the table read,
 * integers but for those in `textColumns`. PostgreSQL's text is joined from each value's own
 * (`json_build_array` looks up how to write each argument's type again for every row: the read of
 * a batch's offers took 30-40% longer so, and was most of the price facts' time in the database).
 */
export function jsonArrayOfRows(
  db: Database,
  columns: readonly string[],
  orderBy: readonly string[],
  textColumns: readonly string[] = [],
): RawBuilder<string | null> {
  const order = orderBy.length ? ` ORDER BY ${orderBy.join(', ')}` : '';
  if (engineOf(db) === 'sqlite') return sql.raw(`json_group_array(json_array(${columns.join(', ')})${order})`);
  const values = columns.map(
    (column) => `coalesce(${textColumns.includes(column) ? `to_json(${column})::text` : `${column}::text`}, 'null')`,
  );
  return sql.raw(`'[' || string_agg('[' || concat_ws(',', ${values.join(', ')}) || ']', ','${order}) || ']'`);
}
