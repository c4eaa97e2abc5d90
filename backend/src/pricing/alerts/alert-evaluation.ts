import type { Db } from '../../db/connection.js';
import { createOutbox } from '../../mail/outbox.js';
import { DAY_SECONDS } from '../history/time.js';
import { currentLowest, lowestTotalBetween, type LowestStep } from '../history/timeline.js';
import { alertConfig, type AlertConfig } from './alert-config.js';
import { composeAlertMail, type AlertLocale } from './alert-mail.js';
import { decideAlert } from './alert-rules.js';
import { signToken } from './signed-token.js';

/** Offers not checked for 72 hours are stale and never fire an alert. */
export const FRESH_SECONDS = 72 * 3_600;
const LOW90_SECONDS = 90 * DAY_SECONDS;
/** Unsubscribe links work for 60 days. */
const UNSUBSCRIBE_SECONDS = 60 * DAY_SECONDS;

interface AlertRow {
  id: number;
  shopper_id: number;
  email: string;
  locale: AlertLocale;
  target_kind: 'price' | 'low90';
  target_price: number | null;
  armed: number;
  last_emailed_at: number | null;
  unsubscribe_key: string;
}

/** The lowest total (pence) among in-stock offers checked in the last 72 hours; null if none. */
export function freshLowest(db: Db, productId: number, now: number): number | null {
  return db
    .prepare(
      `SELECT MIN(price + shipping_cost) FROM offers
       WHERE product_id = ? AND in_stock = 1 AND COALESCE(checked_at, unixepoch(updated_at)) >= ?`,
    )
    .pluck()
    .get(productId, now - FRESH_SECONDS) as number | null;
}

/** The site's product URL; the site redirects any other name to the canonical one. */
export function productUrl(siteUrl: string, locale: AlertLocale, productId: number, name: string): string {
  return `${siteUrl}${locale === 'uk' ? '/uk' : ''}/p/${name.replace(/[^\p{L}\p{N}]/gu, '-')}-${productId}/`;
}

/** The alert's unsubscribe link: its random key (never its id, which a later alert may get), signed. */
export function unsubscribeUrl(config: AlertConfig, unsubscribeKey: string, now: number): string {
  const token = signToken(config.shopperSecret, 'unsubscribe', { key: unsubscribeKey }, now + UNSUBSCRIBE_SECONDS);
  return `${config.siteUrl}/restapi/alerts/unsubscribe/?token=${token}`;
}

/**
 * Decides a product's active alerts against its price now, inside the caller's transaction (the
 * price write's): a firing alert gets its notification, and its email is queued in the outbox,
 * with the change that caused them or not at all. `steps` is the product's lowest-total history,
 * for alerts whose target is the lowest price of the 90 days before the current one began.
 */
export function evaluateAlerts(
  db: Db,
  productId: number,
  steps: readonly LowestStep[],
  now: number,
  config: AlertConfig = alertConfig(),
): void {
  const alerts = db
    .prepare(
      `SELECT id, shopper_id, email, locale, target_kind, target_price, armed, last_emailed_at, unsubscribe_key
       FROM price_alerts WHERE product_id = ? AND paused = 0`,
    )
    .all(productId) as AlertRow[];
  if (alerts.length === 0) return;
  const lowest = freshLowest(db, productId, now);
  const current = currentLowest(steps, now);
  const low90 = current && lowestTotalBetween(steps, current.since - LOW90_SECONDS, current.since);
  const name = db.prepare('SELECT name FROM products WHERE id = ?').pluck().get(productId) as string;
  const setArmed = db.prepare('UPDATE price_alerts SET armed = ? WHERE id = ?');
  const fired = db.prepare('UPDATE price_alerts SET armed = 0, last_fired_at = ?, last_emailed_at = ? WHERE id = ?');
  const notify = db.prepare(
    'INSERT INTO alert_notifications (alert_id, shopper_id, product_id, price, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const outbox = createOutbox(db);
  // An address the shopper has not verified gets no alert email (the notification is still made).
  const mayEmail = db.prepare('SELECT email_verified FROM alert_contacts WHERE shopper_id = ?').pluck();
  for (const alert of alerts) {
    const target = alert.target_kind === 'price' ? alert.target_price : low90;
    const decided = decideAlert(
      { armed: alert.armed === 1, lastEmailedAt: alert.last_emailed_at },
      lowest,
      target,
      now,
    );
    const decision = decided.email && mayEmail.get(alert.shopper_id) === 0 ? { ...decided, email: false } : decided;
    if (!decision.fire) {
      if (decision.armed !== (alert.armed === 1)) setArmed.run(decision.armed ? 1 : 0, alert.id);
      continue;
    }
    notify.run(alert.id, alert.shopper_id, productId, lowest, now);
    fired.run(now, decision.email ? now : alert.last_emailed_at, alert.id);
    if (!decision.email) continue;
    const unsubscribe = unsubscribeUrl(config, alert.unsubscribe_key, now);
    const mail = composeAlertMail({
      locale: alert.locale,
      productName: name,
      productUrl: productUrl(config.siteUrl, alert.locale, productId, name),
      price: lowest!,
      targetPrice: alert.target_kind === 'price' ? alert.target_price : null,
      unsubscribeUrl: unsubscribe,
    });
    const headers = { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
    outbox.enqueue({
      kind: 'alert',
      alertId: alert.id,
      accountId: alert.shopper_id,
      to: alert.email,
      ...mail,
      headers,
      now,
    });
  }
}
