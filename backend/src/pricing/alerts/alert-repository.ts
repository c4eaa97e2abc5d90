import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/database.js';
import type { AlertLocale } from './alert-mail.js';

export const MAX_ALERTS_PER_SHOPPER = 50;

export type AlertTarget = { kind: 'price'; price: number } | { kind: 'low90' };

export interface StoredAlert {
  id: number;
  productId: number;
  target: AlertTarget;
  paused: boolean;
  /** Fired and not yet back above its target: "triggered on {lastFiredAt}". */
  triggered: boolean;
  lastFiredAt: number | null;
  createdAt: number;
}

interface AlertRow {
  id: number;
  product_id: number;
  target_kind: 'price' | 'low90';
  target_price: number | null;
  paused: number;
  armed: number;
  last_fired_at: number | null;
  created_at: number;
}

const COLUMNS = [
  'id',
  'product_id',
  'target_kind',
  'target_price',
  'paused',
  'armed',
  'last_fired_at',
  'created_at',
] as const;

function toAlert(row: AlertRow): StoredAlert {
  return {
    id: row.id,
    productId: row.product_id,
    target: row.target_kind === 'price' ? { kind: 'price', price: row.target_price! } : { kind: 'low90' },
    paused: row.paused === 1,
    triggered: row.armed === 0,
    lastFiredAt: row.last_fired_at,
    createdAt: row.created_at,
  };
}

/*
 * A shopper's alerts: every read and write is scoped to the shopper, so another's id is "not found".
 */

export async function listAlerts(db: Database, shopperId: number): Promise<StoredAlert[]> {
  const rows = await db
    .selectFrom('price_alerts')
    .select(COLUMNS)
    .where('shopper_id', '=', shopperId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toAlert);
}

export async function getAlert(db: Database, shopperId: number, id: number): Promise<StoredAlert | null> {
  const row = await db
    .selectFrom('price_alerts')
    .select(COLUMNS)
    .where('id', '=', id)
    .where('shopper_id', '=', shopperId)
    .executeTakeFirst();
  return row ? toAlert(row) : null;
}

export async function countAlerts(db: Database, shopperId: number): Promise<number> {
  const row = await db
    .selectFrom('price_alerts')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('shopper_id', '=', shopperId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function createAlert(
  db: Database,
  alert: { shopperId: number; email: string; locale: AlertLocale; productId: number; target: AlertTarget; now: number },
): Promise<number> {
  const { id } = await db
    .insertInto('price_alerts')
    .values({
      shopper_id: alert.shopperId,
      email: alert.email,
      locale: alert.locale,
      product_id: alert.productId,
      target_kind: alert.target.kind,
      target_price: alert.target.kind === 'price' ? alert.target.price : null,
      created_at: alert.now,
      unsubscribe_key: randomBytes(16).toString('hex'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * A new target waits afresh: the alert re-arms, and one that had fired moves to its next crossing.
 * Pausing keeps the alert's state.
 */
export async function updateAlert(
  db: Database,
  shopperId: number,
  id: number,
  change: { target?: AlertTarget; paused?: boolean },
): Promise<boolean> {
  const { numUpdatedRows } = await db
    .updateTable('price_alerts')
    .set((eb) => ({
      ...(change.target
        ? {
            target_kind: change.target.kind,
            target_price: change.target.kind === 'price' ? change.target.price : null,
            cycle: eb('cycle', '+', eb.case().when('armed', '=', 0).then(1).else(0).end()),
            armed: 1,
          }
        : {}),
      ...(change.paused !== undefined ? { paused: change.paused ? 1 : 0 } : {}),
    }))
    .where('id', '=', id)
    .where('shopper_id', '=', shopperId)
    .executeTakeFirst();
  return numUpdatedRows > 0n;
}

export async function removeAlert(db: Database, shopperId: number, id: number): Promise<boolean> {
  const { numDeletedRows } = await db
    .deleteFrom('price_alerts')
    .where('id', '=', id)
    .where('shopper_id', '=', shopperId)
    .executeTakeFirst();
  return numDeletedRows > 0n;
}

/** The language of the alert an unsubscribe key names (its page speaks it), or null if it is gone. */
export async function localeByUnsubscribeKey(db: Database, key: string): Promise<AlertLocale | null> {
  const row = await db
    .selectFrom('price_alerts')
    .select('locale')
    .where('unsubscribe_key', '=', key)
    .executeTakeFirst();
  return row?.locale ?? null;
}

/** For an unsubscribe link, which carries the alert's random key and no shopper. */
export async function pauseByUnsubscribeKey(db: Database, key: string): Promise<boolean> {
  const { numUpdatedRows } = await db
    .updateTable('price_alerts')
    .set({ paused: 1 })
    .where('unsubscribe_key', '=', key)
    .executeTakeFirst();
  return numUpdatedRows > 0n;
}
