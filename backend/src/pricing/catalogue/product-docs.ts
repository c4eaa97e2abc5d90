import type { Database } from '../../db/database.js';
import { productImageNames } from '../images/filenames.js';
import { toPoundsOrNull } from '../money.js';
import type { ProductDoc } from '../types.js';
import { pathOf, type CategoryIndex } from './category-index.js';

export interface ProductDocRow {
  id: number;
  name: string;
  brand: string;
  category_id: number;
  min_price: number | null;
  min_price_original: number | null;
  min_price_reference: number | null;
  image_count: number;
  store_count: number;
  popularity: number;
  created_at: string;
  best_url: string | null;
}

/** Products with the columns every product summary needs; the cheapest offer's URL comes from its row. */
export function selectProductDocs(db: Database) {
  return db
    .selectFrom('products as p')
    .leftJoin('offers as best', 'best.id', 'p.best_offer_id')
    .select([
      'p.id',
      'p.name',
      'p.brand',
      'p.category_id',
      'p.min_price',
      'p.min_price_original',
      'p.min_price_reference',
      'p.image_count',
      'p.store_count',
      'p.popularity',
      'p.created_at',
      'best.url as best_url',
    ]);
}

export function toProductDoc(row: ProductDocRow, categories: CategoryIndex): ProductDoc {
  const category = categories.byId.get(row.category_id);
  return {
    id: row.id,
    productname: row.name,
    brand: row.brand,
    price: toPoundsOrNull(row.min_price),
    priceoriginal: toPoundsOrNull(row.min_price_original),
    referenceprice: toPoundsOrNull(row.min_price_reference),
    imageurl: productImageNames(row.id, row.image_count),
    producturl: row.best_url,
    storecount: row.store_count,
    categoryfrontend: category ? pathOf(category).map((node) => node.name) : [],
    idcategoryforntend: row.category_id,
    popularity: row.popularity,
    createdAt: row.created_at,
  };
}

/** Summaries in the order of `ids` (duplicates repeated); ids that do not exist are skipped. */
export async function getProductDocs(
  db: Database,
  ids: readonly number[],
  categories: CategoryIndex,
): Promise<ProductDoc[]> {
  if (ids.length === 0) return [];
  const rows = await selectProductDocs(db)
    .where('p.id', 'in', [...new Set(ids)])
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toProductDoc(row, categories)] : [];
  });
}

/** The ids, of those given, that the catalogue has (the accounts service's saved products ask). */
export async function knownProductIds(db: Database, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('products')
    .select('id')
    .where('id', 'in', [...new Set(ids)])
    .execute();
  const known = new Set(rows.map((row) => row.id));
  return ids.filter((id) => known.has(id));
}
