import type { Db } from '../../db/connection.js';

/** A catalogue product as the guides and reviews cite it. */
export interface CatalogueProduct {
  id: number;
  name: string;
  brand: string | null;
  category: string | null;
  /** The catalogue's specification rows, `[name, value]`, in its order. */
  specs: [string, string][];
}

export interface ProductQuery {
  /** Catalogue categories (leaf names, any case) whose products fit the topic: tried first. */
  categoryNames: readonly string[];
  /** Within those categories, models whose name contains one of these come first. */
  preferNames?: readonly string[];
  /** Words a product name may contain, to fill up when the categories hold too few. */
  nameKeywords: readonly string[];
  limit: number;
}

/** How many candidates per wanted product are read to find distinct brands among them. */
const BRAND_SCAN_FACTOR = 20;

function columnsOf(db: Db, table: string): Set<string> {
  const rows = db.prepare('SELECT name FROM pragma_table_info(?)').all(table) as { name: string }[];
  return new Set(rows.map((row) => row.name));
}

/** The catalogue's specs column, if it is the `[[name, value], ...]` JSON it is documented as. */
function parseSpecs(raw: unknown): [string, string][] {
  if (typeof raw !== 'string') return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.filter(
      (row): row is [string, string] => Array.isArray(row) && typeof row[0] === 'string' && typeof row[1] === 'string',
    );
  } catch {
    return [];
  }
}

/**
 * The most popular catalogue products for a topic, so comparison tables and reviews cite real
 * product ids: products of the named categories first, then products whose name matches. The
 * catalogue belongs to another area and may be empty (or not migrated yet): then the answer is
 * empty, because ids are never invented. Popularity is the catalogue's `popularity` column when it
 * has one, else the catalogue's own order.
 */
export function findCatalogueProducts(db: Db, query: ProductQuery): CatalogueProduct[] {
  const columns = columnsOf(db, 'products');
  if (!columns.has('id') || !columns.has('name')) return [];
  const hasCategory = columns.has('category_id') && columnsOf(db, 'categories').has('name');
  const select = `SELECT p.id, p.name, ${columns.has('brand') ? 'p.brand' : 'NULL'} AS brand,
      ${hasCategory ? 'c.name' : 'NULL'} AS category, ${columns.has('specs') ? 'p.specs' : 'NULL'} AS specs
    FROM products p ${hasCategory ? 'LEFT JOIN categories c ON c.id = p.category_id' : ''}`;
  const order = columns.has('popularity') ? 'p.popularity DESC, p.id' : 'p.id';
  const found: CatalogueProduct[] = [];
  // One product per brand where possible: the most popular items are often colour variants of
  // one model, and a "best of" table that lists a model three times compares nothing.
  const run = (
    condition: string,
    values: readonly string[],
    also: { sql: string; values: readonly string[] } = { sql: '', values: [] },
  ) => {
    if (values.length === 0 || found.length >= query.limit) return;
    const rows = db
      .prepare(`${select} WHERE (${values.map(() => condition).join(' OR ')}) ${also.sql} ORDER BY ${order} LIMIT ?`)
      .all(...values, ...also.values, query.limit * BRAND_SCAN_FACTOR) as (Omit<CatalogueProduct, 'specs'> & {
      specs: unknown;
    })[];
    const fresh = rows.filter((row) => !found.some((product) => product.id === row.id));
    const brands = new Set(found.map((product) => product.brand));
    const picked = [
      ...fresh.filter((row) => row.brand === null || (!brands.has(row.brand) && brands.add(row.brand))),
      ...fresh,
    ].filter((row, index, all) => all.findIndex((other) => other.id === row.id) === index);
    found.push(...picked.slice(0, query.limit - found.length).map((row) => ({ ...row, specs: parseSpecs(row.specs) })));
  };
  const categories = query.categoryNames.map((name) => name.toLowerCase());
  const preferred = (query.preferNames ?? []).map((word) => `%${word.toLowerCase()}%`);
  if (hasCategory && preferred.length) {
    run('lower(c.name) = ?', categories, {
      sql: `AND (${preferred.map(() => 'lower(p.name) LIKE ?').join(' OR ')})`,
      values: preferred,
    });
  }
  if (hasCategory) run('lower(c.name) = ?', categories);
  run(
    'lower(p.name) LIKE ?',
    query.nameKeywords.map((word) => `%${word.toLowerCase()}%`),
  );
  return found;
}
