import type { Database } from '../../db/database.js';
import { isoTime } from '../history/time.js';
import { toPoundsOrNull } from '../money.js';
import { freshLowest } from './alert-evaluation.js';
import type { StoredAlert } from './alert-repository.js';
import type { StoredNotification } from './shopper-repository.js';

/** An alert as the contract shows it (`PriceAlert` in openapi.yaml): pounds and ISO times. */
export async function alertView(db: Database, alert: StoredAlert, now: number) {
  return {
    id: alert.id,
    productId: alert.productId,
    target:
      alert.target.kind === 'price'
        ? { kind: 'price', price: alert.target.price / 100 }
        : { kind: 'low90', price: null },
    paused: alert.paused,
    status: alert.triggered ? 'triggered' : 'waiting',
    triggeredAt: alert.triggered && alert.lastFiredAt !== null ? isoTime(alert.lastFiredAt) : null,
    currentLowest: toPoundsOrNull(await freshLowest(db, alert.productId, now)),
    createdAt: isoTime(alert.createdAt),
  };
}

/** A notification as the contract shows it (`AlertNotification` in openapi.yaml). */
export function notificationView(row: StoredNotification) {
  return {
    id: row.id,
    alertId: row.alertId,
    productId: row.productId,
    price: row.price / 100,
    createdAt: isoTime(row.createdAt),
    read: row.readAt !== null,
  };
}
