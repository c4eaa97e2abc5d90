import type { Parsed } from './gtin.js';
import { parsePrice } from './money.js';

/** The shipping destination the service compares prices for. */
export const FEED_COUNTRY = 'GB';

/** One `shipping` value: its country (empty: any) and price, as the feed wrote them. */
export interface RawShipping {
  country: string;
  price: string;
}

/**
 * The text form of `shipping` in tab-separated feeds: `country:region:service:price`, several
 * separated by commas ("GB:::4.99 GBP,IE:::9.99 GBP"); empty parts may be left out.
 */
export function parseShippingText(text: string): RawShipping[] {
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const parts = entry.split(':');
      return { country: parts.length > 1 ? parts[0]!.trim() : '', price: parts.at(-1)!.trim() };
    });
}

/**
 * The shipping cost in pence to the service's country: the cheapest entry for it (or for any
 * country); null when the feed gives none for it (the stored cost, or free for a new offer).
 */
export function shippingCost(entries: readonly RawShipping[]): Parsed<number | null> {
  let cheapest: number | null = null;
  for (const entry of entries) {
    if (entry.country && entry.country.toUpperCase() !== FEED_COUNTRY) continue;
    const price = parsePrice(entry.price, { allowZero: true });
    if (!price.ok) return price;
    if (cheapest === null || price.value < cheapest) cheapest = price.value;
  }
  return { ok: true, value: cheapest };
}
