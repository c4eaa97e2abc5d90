import type { Database } from '../../db/database.js';
import { isoTime } from '../history/time.js';
import { toPounds, toPoundsOrNull } from '../money.js';
import type { Offer, ProductDetail } from '../types.js';
import { breadcrumbOf, type CategoryIndex } from './category-index.js';
import { selectProductDocs, toProductDoc } from './product-docs.js';
import { parseStringList } from './store-repository.js';
import { offerCheckedAt } from './offer-checked.js';

const RELATED_LIMIT = 8;

/** Every store's offer for a product, cheapest total first (the product page's `offers`). */
export async function getOffers(db: Database, productId: number): Promise<Offer[]> {
  const rows = await db
    .selectFrom('offers as o')
    .innerJoin('stores as s', 's.id', 'o.store_id')
    .select([
      'o.id',
      'o.store_id',
      's.name as store_name',
      's.domain',
      's.logo',
      's.payment_methods',
      's.shipping_carriers',
      'o.price',
      'o.original_price',
      'o.shipping_cost',
      'o.in_stock',
      'o.url',
      'o.updated_at',
      'o.reference_price',
      'o.price_since',
      offerCheckedAt(db, 'o').as('checked_at'),
    ])
    .where('o.product_id', '=', productId)
    .orderBy((eb) => eb('o.price', '+', eb.ref('o.shipping_cost')))
    .orderBy('s.name')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    store: {
      id: row.store_id,
      name: row.store_name,
      domain: row.domain,
      logo: row.logo,
      paymentmethods: parseStringList(row.payment_methods),
      shippingcarriers: parseStringList(row.shipping_carriers),
    },
    price: toPounds(row.price),
    priceoriginal: toPoundsOrNull(row.original_price),
    referenceprice: toPoundsOrNull(row.reference_price),
    shippingcost: toPounds(row.shipping_cost),
    total: toPounds(row.price + row.shipping_cost),
    instock: row.in_stock === 1,
    producturl: row.url,
    updatedAt: row.updated_at,
    priceSince: row.price_since === null ? null : isoTime(row.price_since),
    // Offers written before checks were recorded were last known good when last updated.
    checkedAt: row.checked_at === null ? row.updated_at : isoTime(row.checked_at),
  }));
}

/** A product page: summary, breadcrumb, specs, every store's offer and popular neighbours. */
export async function getProductDetail(
  db: Database,
  id: number,
  categories: CategoryIndex,
): Promise<ProductDetail | null> {
  const row = await selectProductDocs(db)
    .innerJoin('product_texts as t', 't.product_id', 'p.id')
    .select(['p.specs', 'p.gtin', 'p.mpn', 't.description'])
    .where('p.id', '=', id)
    .executeTakeFirst();
  const category = row && categories.byId.get(row.category_id);
  if (!row || !category) return null;
  const [related, offers] = await Promise.all([
    selectProductDocs(db)
      .where('p.category_id', '=', row.category_id)
      .where('p.id', '<>', id)
      .orderBy('p.popularity', 'desc')
      .orderBy('p.id')
      .limit(RELATED_LIMIT)
      .execute(),
    getOffers(db, id),
  ]);
  const specs = JSON.parse(row.specs) as [string, string][];
  return {
    ...toProductDoc(row, categories),
    description: row.description,
    gtin: row.gtin,
    mpn: row.mpn,
    specifications: specs.map(([name, value]) => ({ name, value })),
    ...breadcrumbOf(category),
    offers,
    related: related.map((relatedRow) => toProductDoc(relatedRow, categories)),
  };
}

export interface ProductIdPage {
  items: { id: number; productname: string; updatedAt: string }[];
  next: number | null;
}

/** Keyset paging by id (for sitemaps): constant cost per page however deep. */
export async function listProductIds(db: Database, after: number, limit: number): Promise<ProductIdPage> {
  const rows = await db
    .selectFrom('products')
    .select(['id', 'name', 'updated_at'])
    .where('id', '>', after)
    .orderBy('id')
    .limit(limit + 1)
    .execute();
  const page = rows.slice(0, limit);
  return {
    items: page.map((row) => ({ id: row.id, productname: row.name, updatedAt: row.updated_at })),
    next: rows.length > limit ? page[page.length - 1]!.id : null,
  };
}

export async function productExists(db: Database, id: number): Promise<boolean> {
  return (await db.selectFrom('products').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export async function countProducts(db: Database): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
