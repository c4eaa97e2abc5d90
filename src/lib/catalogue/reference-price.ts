/**
 * Honest discounts (the EU Omnibus rule, Art. 6a of the Price Indication Directive): a discount is
 * stated against the lowest price of the 30 days before the current price began, never against
 * the store's own claimed "was" price. Pure: times are milliseconds passed in.
 */

export const REFERENCE_WINDOW_MS = 30 * 86_400_000;

/** One store's price from `at` until the next point; null: the store did not list it then. */
export interface PricePoint {
  at: number;
  price: number | null;
}

export interface OmnibusReference {
  /** When the current price began (a run of equal prices is one price). */
  since: number;
  /** The lowest price in effect at any moment of the 30 days before `since`; null without history there. */
  lowestBefore: number | null;
}

/** From a store's price points (oldest first); null when it does not list the product at `now`. */
export function omnibusReference(points: readonly PricePoint[], now: number): OmnibusReference | null {
  let index = points.findLastIndex((point) => point.at <= now);
  const current = points[index];
  if (!current || current.price === null) return null;
  while (index > 0 && points[index - 1]!.price === current.price) index--;
  const since = points[index]!.at;
  const windowStart = since - REFERENCE_WINDOW_MS;
  let lowestBefore: number | null = null;
  for (let position = 0; position < index; position++) {
    const { price } = points[position]!;
    const end = points[position + 1]!.at;
    if (price === null || end <= windowStart) continue;
    if (lowestBefore === null || price < lowestBefore) lowestBefore = price;
  }
  return { since, lowestBefore };
}

/**
 * The price a discount may be shown against: the lowest of the 30 days before, and only when the
 * store claims a discount at all. A store's "was" price is never used itself: where it did not
 * hold in those 30 days, the discount shrinks or disappears; without history, none is claimed.
 * Null also when the reference is not above the price (no discount to show).
 */
export function honestReferencePrice(
  price: number | null | undefined,
  claimedWasPrice: number | null | undefined,
  lowestBefore: number | null | undefined,
): number | null {
  if (claimedWasPrice == null || lowestBefore == null || price == null) return null;
  return lowestBefore > price ? lowestBefore : null;
}
