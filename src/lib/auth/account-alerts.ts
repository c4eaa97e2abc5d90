import { priceFormat } from '@/config/public-env';
import { formatTargetPrice } from '@/lib/catalogue/alert-prices';
import { formatPrice } from '@/lib/catalogue/price';
import { productPath } from '@/lib/catalogue/slugs';
import type { AlertNotifications } from '@/lib/pricing/alerts';
import type { PriceAlert } from '@/lib/pricing/shopper';

/** A product as the account page links to it. */
export interface ProductLink {
  id: number;
  name: string;
  path: string;
}

/** One alert as the account page lists it, its words made on the server. */
export interface AlertRow {
  id: number;
  product: ProductLink;
  kind: 'price' | 'low90';
  /** The target price as a form field shows it ('249.99'); '' for the 90-day low. */
  targetValue: string;
  /** The target price in words ('£249'); null for the 90-day low. */
  targetText: string | null;
  currentLowest: string | null;
  status: 'waiting' | 'triggered';
  triggeredOn: string | null;
  paused: boolean;
}

export interface NotificationRow {
  id: number;
  product: ProductLink;
  price: string;
  createdOn: string;
  read: boolean;
}

/** Products by id for the account page; one the catalogue no longer has keeps its id as its name. */
export function productLinks(products: { id: number; name: string }[]): (id: number) => ProductLink {
  const byId = new Map(products.map((product) => [product.id, product]));
  return (id) => {
    const product = byId.get(id);
    return product ? { id, name: product.name, path: productPath(product.name, id) } : { id, name: `#${id}`, path: '' };
  };
}

export function alertRows(
  alerts: PriceAlert[],
  product: (id: number) => ProductLink,
  dates: Intl.DateTimeFormat,
): AlertRow[] {
  return alerts.map((alert) => ({
    id: alert.id,
    product: product(alert.productId),
    kind: alert.target.kind,
    targetValue: alert.target.price === null ? '' : String(alert.target.price),
    targetText: alert.target.price === null ? null : formatTargetPrice(alert.target.price, priceFormat),
    currentLowest: formatPrice(alert.currentLowest, priceFormat),
    status: alert.status,
    triggeredOn: alert.triggeredAt ? dates.format(new Date(alert.triggeredAt)) : null,
    paused: alert.paused,
  }));
}

export function notificationRows(
  notifications: AlertNotifications['items'],
  product: (id: number) => ProductLink,
  dates: Intl.DateTimeFormat,
): NotificationRow[] {
  return notifications.map((notification) => ({
    id: notification.id,
    product: product(notification.productId),
    price: formatTargetPrice(notification.price, priceFormat) ?? '',
    createdOn: dates.format(new Date(notification.createdAt)),
    read: notification.read,
  }));
}
