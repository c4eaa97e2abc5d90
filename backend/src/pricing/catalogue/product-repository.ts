import type { Db } from '../../db/connection.js';
import { isoTime } from '../history/time.js';
import { toPounds, toPoundsOrNull } from '../money.js';
import type { Offer, ProductDetail } from '../types.js';
import { breadcrumbOf, type CategoryIndex } from './category-index.js';
import {
  PRODUCT_DOC_COLUMNS,
  PRODUCT_DOC_FROM,
  PRODUCT_DOC_SELECT,
  toProductDoc,
  type ProductDocRow,
} from './product-docs.js';
import { parseStringList } from './store-repository.js';

const RELATED_LIMIT = 8;

interface DetailRow extends ProductDocRow {
  description: string;
  specs: string;
}

interface OfferRow {
  id: number;
  store_id: number;
  store_name: string;
  domain: string;
  logo: string;
  payment_methods: string;
  shipping_carriers: string;
  price: number;
  original_price: number | null;
  shipping_cost: number;
  in_stock: number;
  url: string;
  updated_at: string;
  reference_price: number | null;
  price_since: number | null;
  checked_at: number | null;
}

/** Every store's offer for a product, cheapest total first (the product page's `offers`). */
export function getOffers(db: Db, productId: number): Offer[] {
  const rows = db
    .prepare(
      `SELECT o.id, o.store_id, s.name AS store_name, s.domain, s.logo, s.payment_methods, s.shipping_carriers,
              o.price, o.original_price, o.shipping_cost, o.in_stock, o.url, o.updated_at,
              o.reference_price, o.price_since, o.checked_at
       FROM offers o JOIN stores s ON s.id = o.store_id
       WHERE o.product_id = ?
       ORDER BY o.price + o.shipping_cost, s.name`,
    )
    .all(productId) as OfferRow[];
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
export function getProductDetail(db: Db, id: number, categories: CategoryIndex): ProductDetail | null {
  const row = db
    .prepare(
      `SELECT ${PRODUCT_DOC_COLUMNS}, p.specs, t.description ${PRODUCT_DOC_FROM}
       JOIN product_texts t ON t.product_id = p.id WHERE p.id = ?`,
    )
    .get(id) as DetailRow | undefined;
  const category = row && categories.byId.get(row.category_id);
  if (!row || !category) return null;
  const related = db
    .prepare(`${PRODUCT_DOC_SELECT} WHERE p.category_id = ? AND p.id <> ? ORDER BY p.popularity DESC, p.id LIMIT ?`)
    .all(row.category_id, id, RELATED_LIMIT) as ProductDocRow[];
  const specs = JSON.parse(row.specs) as [string, string][];
  return {
    ...toProductDoc(row, categories),
    description: row.description,
    specifications: specs.map(([name, value]) => ({ name, value })),
    ...breadcrumbOf(category),
    offers: getOffers(db, id),
    related: related.map((relatedRow) => toProductDoc(relatedRow, categories)),
  };
}

export interface ProductIdPage {
  items: { id: number; productname: string; updatedAt: string }[];
  next: number | null;
}

/** Keyset paging by id (for sitemaps): constant cost per page however deep. */
export function listProductIds(db: Db, after: number, limit: number): ProductIdPage {
  const rows = db
    .prepare('SELECT id, name, updated_at FROM products WHERE id > ? ORDER BY id LIMIT ?')
    .all(after, limit + 1) as {
    id: number;
    name: string;
    updated_at: string;
  }[];
  const page = rows.slice(0, limit);
  return {
    items: page.map((row) => ({ id: row.id, productname: row.name, updatedAt: row.updated_at })),
    next: rows.length > limit ? page[page.length - 1]!.id : null,
  };
}

export function productExists(db: Db, id: number): boolean {
  return db.prepare('SELECT 1 FROM products WHERE id = ?').pluck().get(id) !== undefined;
}

export function countProducts(db: Db): number {
  return db.prepare('SELECT COUNT(*) FROM products').pluck().get() as number;
}
