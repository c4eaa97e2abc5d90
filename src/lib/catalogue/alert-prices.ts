import { DEFAULT_PRICE_FORMAT, formatPrice, type PriceFormat } from './price';

/** The price an alert suggests: 10% under today's lowest, in whole pounds (at least 1); none without a price. */
export function suggestedTarget(lowest: number | null | undefined): number | null {
  if (lowest === null || lowest === undefined || !Number.isFinite(lowest) || lowest <= 0) return null;
  return Math.max(1, Math.floor(lowest * 0.9));
}

/**
 * An alert's target price as the shopper set it: whole units like every price on the site, but
 * with its pence when it has some (249.99 must not read as 249).
 */
export function formatTargetPrice(value: number, format: PriceFormat = DEFAULT_PRICE_FORMAT): string | null {
  if (!Number.isFinite(value) || value <= 0) return null;
  if (Number.isInteger(value)) return formatPrice(value, format);
  const amount = new Intl.NumberFormat(format.locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: true,
  }).format(value);
  return `${format.currencySymbol}${amount}`;
}
