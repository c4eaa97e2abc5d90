import type { Db } from '../../db/connection.js';
import type { StoreListItem } from '../types.js';

/** Stores keep payment methods and carriers as JSON arrays of names. */
export function parseStringList(json: string): string[] {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** The store a price write names, or undefined when there is none with that id. */
export function getStore(db: Db, id: number): { id: number; domain: string } | undefined {
  return db.prepare('SELECT id, domain FROM stores WHERE id = ?').get(id) as { id: number; domain: string } | undefined;
}

export function countStores(db: Db): number {
  return db.prepare('SELECT COUNT(*) FROM stores').pluck().get() as number;
}

interface StoreRow {
  id: number;
  name: string;
  domain: string;
  logo: string;
  payment_methods: string;
  shipping_carriers: string;
  offer_count: number;
}

export function listStores(db: Db): StoreListItem[] {
  const rows = db
    .prepare(
      'SELECT id, name, domain, logo, payment_methods, shipping_carriers, offer_count FROM stores ORDER BY name, id',
    )
    .all() as StoreRow[];
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
