import { z } from 'zod';
import type { PricingClient, PricingResult } from './http';
import { alertSchema, as, notificationSchema, type PriceAlert } from './shopper';
import type { SiteLocale } from '@/config/locales';

/**
 * A signed-in shopper's price alerts and their notifications (backend/openapi.yaml
 * `/restapi/alerts`), asked by the site's server for that shopper. Server-only. A refusal comes
 * back as the error value with the service's status (400: malformed; 409: the 50-alert limit;
 * 404: not this shopper's alert, or no such product).
 */
export type AlertTarget = { kind: 'price'; price: number } | { kind: 'low90' };

export interface NewAlert {
  productId: number;
  target: AlertTarget;
  email: string;
  locale: SiteLocale;
  /** Whether the account's address is confirmed: alert emails wait until it is. */
  emailVerified: boolean;
}

const list = z.object({ items: z.array(alertSchema) });
const notifications = z.object({ unread: z.number().int(), items: z.array(notificationSchema) });
const unread = z.object({ unread: z.number().int() });
const deleted = z.object({ id: z.number().int(), deleted: z.literal(true) });

export type AlertNotifications = z.infer<typeof notifications>;

export const listAlerts = (client: PricingClient, shopperId: number): Promise<PricingResult<PriceAlert[]>> =>
  client.request('/restapi/alerts', { headers: as(shopperId), map: (raw) => list.parse(raw).items });

export const createAlert = (client: PricingClient, shopperId: number, alert: NewAlert): Promise<PricingResult<PriceAlert>> =>
  client.request('/restapi/alerts', { method: 'POST', body: alert, headers: as(shopperId), map: (raw) => alertSchema.parse(raw) });

export const updateAlert = (
  client: PricingClient,
  shopperId: number,
  id: number,
  change: { target?: AlertTarget; paused?: boolean },
): Promise<PricingResult<PriceAlert>> =>
  client.request(`/restapi/alerts/${id}`, { method: 'PATCH', body: change, headers: as(shopperId), map: (raw) => alertSchema.parse(raw) });

export const deleteAlert = (client: PricingClient, shopperId: number, id: number): Promise<PricingResult<{ id: number; deleted: true }>> =>
  client.request(`/restapi/alerts/${id}`, { method: 'DELETE', headers: as(shopperId), map: (raw) => deleted.parse(raw) });

export const getNotifications = (client: PricingClient, shopperId: number): Promise<PricingResult<AlertNotifications>> =>
  client.request('/restapi/alerts/notifications', { headers: as(shopperId), map: (raw) => notifications.parse(raw) });

/** Marks the given notifications read, or all of them; answers the unread count after. */
export const markNotificationsRead = (client: PricingClient, shopperId: number, ids?: number[]): Promise<PricingResult<number>> =>
  client.request('/restapi/alerts/notifications/read', {
    method: 'POST',
    body: ids ? { ids } : {},
    headers: as(shopperId),
    map: (raw) => unread.parse(raw).unread,
  });
