import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/connection.js';
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

const COLUMNS = 'id, product_id, target_kind, target_price, paused, armed, last_fired_at, created_at';

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

/** A shopper's alerts: every read and write is scoped to the shopper, so another's id is "not found". */
export function createAlertRepository(db: Db) {
  const byId = db.prepare(`SELECT ${COLUMNS} FROM price_alerts WHERE id = ? AND shopper_id = ?`);
  return {
    list(shopperId: number): StoredAlert[] {
      const rows = db
        .prepare(`SELECT ${COLUMNS} FROM price_alerts WHERE shopper_id = ? ORDER BY created_at DESC, id DESC`)
        .all(shopperId) as AlertRow[];
      return rows.map(toAlert);
    },
    get(shopperId: number, id: number): StoredAlert | null {
      const row = byId.get(id, shopperId) as AlertRow | undefined;
      return row ? toAlert(row) : null;
    },
    count(shopperId: number): number {
      return db.prepare('SELECT COUNT(*) FROM price_alerts WHERE shopper_id = ?').pluck().get(shopperId) as number;
    },
    create(alert: {
      shopperId: number;
      email: string;
      locale: AlertLocale;
      productId: number;
      target: AlertTarget;
      now: number;
    }): number {
      const { lastInsertRowid } = db
        .prepare(
          `INSERT INTO price_alerts (shopper_id, email, locale, product_id, target_kind, target_price, created_at,
             unsubscribe_key)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          alert.shopperId,
          alert.email,
          alert.locale,
          alert.productId,
          alert.target.kind,
          alert.target.kind === 'price' ? alert.target.price : null,
          alert.now,
          randomBytes(16).toString('hex'),
        );
      return Number(lastInsertRowid);
    },
    /** A new target waits afresh; pausing keeps the alert's state. */
    update(shopperId: number, id: number, change: { target?: AlertTarget; paused?: boolean }): boolean {
      const { changes } = db
        .prepare(
          `UPDATE price_alerts SET
             target_kind = COALESCE(?, target_kind),
             target_price = CASE WHEN ? THEN ? ELSE target_price END,
             armed = CASE WHEN ? THEN 1 ELSE armed END,
             paused = COALESCE(?, paused)
           WHERE id = ? AND shopper_id = ?`,
        )
        .run(
          change.target?.kind ?? null,
          change.target ? 1 : 0,
          change.target?.kind === 'price' ? change.target.price : null,
          change.target ? 1 : 0,
          change.paused === undefined ? null : change.paused ? 1 : 0,
          id,
          shopperId,
        );
      return changes > 0;
    },
    remove(shopperId: number, id: number): boolean {
      return db.prepare('DELETE FROM price_alerts WHERE id = ? AND shopper_id = ?').run(id, shopperId).changes > 0;
    },
    /** The language of the alert an unsubscribe key names (its page speaks it), or null if it is gone. */
    localeByUnsubscribeKey(key: string): AlertLocale | null {
      return (
        (db.prepare('SELECT locale FROM price_alerts WHERE unsubscribe_key = ?').pluck().get(key) as
          AlertLocale | undefined) ?? null
      );
    },
    /** For an unsubscribe link, which carries the alert's random key and no shopper. */
    pauseByUnsubscribeKey(key: string): boolean {
      return db.prepare('UPDATE price_alerts SET paused = 1 WHERE unsubscribe_key = ?').run(key).changes > 0;
    },
  };
}
