import { z } from 'zod';
import { getServerEnv } from '@/config/env';
import { fromPricing, type PricingBackendResult } from './backend-result';
import type { PricingClient } from './http';
import { shopperAuthorization } from './shopper-token';

/**
 * What the pricing service keeps about a shopper as a whole (backend/openapi.yaml `/restapi/shopper`):
 * the address alert emails go to and whether the account has verified it, the shopper's alerts and
 * notifications for their data export, and erasing them when the account closes. Server-only.
 */
const money = z.number().nullable();

export const alertSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  target: z.object({ kind: z.enum(['price', 'low90']), price: money }),
  paused: z.boolean(),
  status: z.enum(['waiting', 'triggered']),
  triggeredAt: z.string().nullable(),
  currentLowest: money,
  createdAt: z.string(),
});

export const notificationSchema = z.object({
  id: z.number().int(),
  alertId: z.number().int(),
  productId: z.number().int(),
  price: z.number(),
  createdAt: z.string(),
  read: z.boolean(),
});

const shopperDataSchema = z.object({
  contact: z.object({ email: z.string(), emailVerified: z.boolean() }).nullable(),
  alerts: z.array(alertSchema),
  notifications: z.array(notificationSchema),
});

export type ShopperData = z.infer<typeof shopperDataSchema>;

export type PriceAlert = z.infer<typeof alertSchema>;
export type AlertNotification = z.infer<typeof notificationSchema>;

export const as = (shopperId: number) => ({
  Authorization: shopperAuthorization(getServerEnv().PRICING_SHOPPER_SECRET, shopperId),
});

export async function getShopperData(
  client: PricingClient,
  shopperId: number,
): Promise<PricingBackendResult<ShopperData>> {
  return fromPricing(
    await client.request('/restapi/shopper/data', {
      headers: as(shopperId),
      map: (raw) => shopperDataSchema.parse(raw),
    }),
    'shopper data',
  );
}

export async function deleteShopperData(client: PricingClient, shopperId: number): Promise<boolean> {
  return fromPricing(
    await client.request('/restapi/shopper/data', { method: 'DELETE', headers: as(shopperId) }),
    'erase shopper data',
  ).ok;
}

/** Tells the pricing service the address alert emails go to, and whether it is verified. */
export async function setShopperContact(
  client: PricingClient,
  shopperId: number,
  contact: { email: string; emailVerified: boolean },
): Promise<boolean> {
  return fromPricing(
    await client.request('/restapi/shopper/contact', { method: 'PUT', headers: as(shopperId), body: contact }),
    'shopper contact',
  ).ok;
}
