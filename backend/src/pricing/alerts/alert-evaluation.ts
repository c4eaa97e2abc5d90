import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { queueMail } from '../../mail/outbox.js';
import { DAY_SECONDS } from '../history/time.js';
import { currentLowest, lowestTotalBetween, type LowestStep } from '../history/timeline.js';
import { epochOfIso } from '../sql-dialect.js';
import { offerCheckedAt } from '../catalogue/offer-checked.js';
import { alertConfig, type AlertConfig } from './alert-config.js';
import { composeAlertMail } from './alert-mail.js';
import { decideAlert } from './alert-rules.js';
import { signToken } from './signed-token.js';

/** Offers not checked for 72 hours are stale and never fire an alert. */
export const FRESH_SECONDS = 72 * 3_600;
const LOW90_SECONDS = 90 * DAY_SECONDS;
/** Unsubscribe links work for 60 days. */
const UNSUBSCRIBE_SECONDS = 60 * DAY_SECONDS;

/** The lowest total (pence) among in-stock offers checked in the last 72 hours; null if none. */
export async function freshLowest(db: Database, productId: number, now: number): Promise<number | null> {
  const { rows } = await sql<{ lowest: number | null }>`
    SELECT MIN(o.price + o.shipping_cost) AS lowest FROM offers o
    WHERE o.product_id = ${productId} AND o.in_stock = 1
      AND COALESCE(${offerCheckedAt(db, 'o')}, ${epochOfIso(db, 'o.updated_at')}) >= ${now - FRESH_SECONDS}`.execute(
    db,
  );
  return rows[0]?.lowest ?? null;
}

/** The site's product URL; the site redirects any other name to the canonical one. */
export function productUrl(siteUrl: string, locale: 'en' | 'uk', productId: number, name: string): string {
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
 *
 * Several instances may decide the same change (each write's transaction, a catch-up, an alert
 * saved meanwhile): a crossing of the target is the alert's current `cycle`, and its notification
 * is unique per alert and cycle, so only the first decision that inserts it goes on to queue the
 * email; the others find it there and do nothing. Re-arming moves to the next cycle only from the
 * state it read (a compare-and-set), so a crossing is never numbered twice.
 */
export async function evaluateAlerts(
  db: Database,
  productId: number,
  steps: readonly LowestStep[],
  now: number,
  config: AlertConfig = alertConfig(),
): Promise<void> {
  const alerts = await db
    .selectFrom('price_alerts as a')
    .leftJoin('alert_contacts as c', 'c.shopper_id', 'a.shopper_id')
    .select([
      'a.id',
      'a.shopper_id',
      'a.email',
      'a.locale',
      'a.target_kind',
      'a.target_price',
      'a.armed',
      'a.cycle',
      'a.last_emailed_at',
      'a.unsubscribe_key',
      'c.email_verified',
    ])
    .where('a.product_id', '=', productId)
    .where('a.paused', '=', 0)
    .orderBy('a.id')
    .execute();
  if (alerts.length === 0) return;
  const lowest = await freshLowest(db, productId, now);
  const current = currentLowest(steps, now);
  const low90 = current && lowestTotalBetween(steps, current.since - LOW90_SECONDS, current.since);
  let name: string | undefined;
  for (const alert of alerts) {
    const target = alert.target_kind === 'price' ? alert.target_price : low90;
    const decided = decideAlert(
      { armed: alert.armed === 1, lastEmailedAt: alert.last_emailed_at },
      lowest,
      target,
      now,
    );
    // An address the shopper has not verified gets no alert email (the notification is still made).
    const decision = decided.email && alert.email_verified === 0 ? { ...decided, email: false } : decided;
    if (!decision.fire) {
      if (decision.armed && alert.armed === 0) {
        await db
          .updateTable('price_alerts')
          .set((eb) => ({ armed: 1, cycle: eb('cycle', '+', 1) }))
          .where('id', '=', alert.id)
          .where('armed', '=', 0)
          .where('cycle', '=', alert.cycle)
          .execute();
      }
      continue;
    }
    const notified = await db
      .insertInto('alert_notifications')
      .values({
        alert_id: alert.id,
        cycle: alert.cycle,
        shopper_id: alert.shopper_id,
        product_id: productId,
        price: lowest!,
        created_at: now,
      })
      .onConflict((conflict) => conflict.columns(['alert_id', 'cycle']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!notified) continue;
    await db
      .updateTable('price_alerts')
      .set({ armed: 0, last_fired_at: now, last_emailed_at: decision.email ? now : alert.last_emailed_at })
      .where('id', '=', alert.id)
      .execute();
    if (!decision.email) continue;
    name ??= (await db.selectFrom('products').select('name').where('id', '=', productId).executeTakeFirstOrThrow())
      .name;
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
    await queueMail(db, {
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
