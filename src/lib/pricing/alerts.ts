import { z } from 'zod';
import { fromPricing, type PricingBackendResult } from './backend-result';
import type { PricingClient } from './http';
import { alertSchema, as, notificationSchema, type PriceAlert } from './shopper';
import type { SiteLocale } from '@/config/locales';

/**
 * A signed-in shopper's price alerts and their notifications (backend/openapi.yaml
 * `/restapi/alerts`), asked by the site's server for that shopper. Server-only. A refusal fails
 * with the service's status kept (400: malformed; 409: the 50-alert limit; 404: not this
 * shopper's alert, or no such product): the alert routes answer with it.
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

export const listAlerts = async (
  client: PricingClient,
  shopperId: number,
): Promise<PricingBackendResult<PriceAlert[]>> =>
  fromPricing(
    await client.request('/restapi/alerts', { headers: as(shopperId), map: (raw) => list.parse(raw).items }),
    'alerts',
  );

export const createAlert = async (
  client: PricingClient,
  shopperId: number,
  alert: NewAlert,
): Promise<PricingBackendResult<PriceAlert>> =>
  fromPricing(
    await client.request('/restapi/alerts', {
      method: 'POST',
      body: alert,
      headers: as(shopperId),
      map: (raw) => alertSchema.parse(raw),
    }),
    'new alert',
  );

export const updateAlert = async (
  client: PricingClient,
  shopperId: number,
  id: number,
  change: { target?: AlertTarget; paused?: boolean },
): Promise<PricingBackendResult<PriceAlert>> =>
  fromPricing(
    await client.request(`/restapi/alerts/${id}`, {
      method: 'PATCH',
      body: change,
      headers: as(shopperId),
      map: (raw) => alertSchema.parse(raw),
    }),
    `alert ${id}`,
  );

export const deleteAlert = async (
  client: PricingClient,
  shopperId: number,
  id: number,
): Promise<PricingBackendResult<{ id: number; deleted: true }>> =>
  fromPricing(
    await client.request(`/restapi/alerts/${id}`, {
      method: 'DELETE',
      headers: as(shopperId),
      map: (raw) => deleted.parse(raw),
    }),
    `alert ${id}`,
  );

export const getNotifications = async (
  client: PricingClient,
  shopperId: number,
): Promise<PricingBackendResult<AlertNotifications>> =>
  fromPricing(
    await client.request('/restapi/alerts/notifications', {
      headers: as(shopperId),
      map: (raw) => notifications.parse(raw),
    }),
    'notifications',
  );

/** Marks the given notifications read, or all of them; answers the unread count after. */
export const markNotificationsRead = async (
  client: PricingClient,
  shopperId: number,
  ids?: number[],
): Promise<PricingBackendResult<number>> =>
  fromPricing(
    await client.request('/restapi/alerts/notifications/read', {
      method: 'POST',
      body: ids ? { ids } : {},
      headers: as(shopperId),
      map: (raw) => unread.parse(raw).unread,
    }),
    'notifications read',
  );
