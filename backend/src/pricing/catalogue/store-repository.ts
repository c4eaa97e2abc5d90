import type { Database } from '../../db/database.js';
import type { StoreListItem } from '../types.js';

/** Stores keep payment methods and carriers as JSON arrays of names. */
export function parseStringList(json: string): string[] {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** The store a price write names, or undefined when there is none with that id. */
export function getStore(db: Database, id: number): Promise<{ id: number; domain: string } | undefined> {
  return db.selectFrom('stores').select(['id', 'domain']).where('id', '=', id).executeTakeFirst();
}

export async function countStores(db: Database): Promise<number> {
  const row = await db
    .selectFrom('stores')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Store names by id (the facets and per-store history name them). */
export async function storeNames(db: Database): Promise<Map<number, string>> {
  const rows = await db.selectFrom('stores').select(['id', 'name']).execute();
  return new Map(rows.map((store) => [store.id, store.name]));
}

export async function listStores(db: Database): Promise<StoreListItem[]> {
  const rows = await db
    .selectFrom('stores')
    .select(['id', 'name', 'domain', 'logo', 'payment_methods', 'shipping_carriers', 'offer_count'])
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    domain: row.domain,
    logo: row.logo,
    paymentmethods: parseStringList(row.payment_methods),
    shippingcarriers: parseStringList(row.shipping_carriers),
    offercount: row.offer_count,
  }));
}
