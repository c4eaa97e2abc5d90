/** Pricing rules shown to shoppers (docs/PRODUCT.md §5, §9). Pure: no settings are read here. */
import { PUBLIC_DEFAULTS } from '@/config/public-defaults.mjs';

export interface PriceFormat {
  /** Number-format locale; sv-SE groups thousands with a space ("1 299"). */
  locale: string;
  currencySymbol: string;
}

/** The settings' default format (public-defaults.mjs), for callers that pass none. */
export const DEFAULT_PRICE_FORMAT: PriceFormat = {
  locale: PUBLIC_DEFAULTS.numberLocale,
  currencySymbol: PUBLIC_DEFAULTS.currencySymbol,
};

function isPositiveNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** Building a number format is slow and a page formats many prices: one per locale. */
function wholeNumberFormat(locale: string): Intl.NumberFormat {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0, useGrouping: true });
    numberFormats.set(locale, format);
  }
  return format;
}

/** Whole units, rounded down, in the locale's number format; nothing for a missing or bad value. */
export function formatPrice(
  value: number | null | undefined,
  format: PriceFormat = DEFAULT_PRICE_FORMAT,
): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return null;
  const whole = wholeNumberFormat(format.locale).format(Math.floor(value));
  return `${format.currencySymbol}${whole}`;
}

/**
 * The rounded percentage of the drop, only when both prices are numbers above 0 and the original
 * exceeds the current one; otherwise null.
 */
export function discountPercent(
  price: number | null | undefined,
  originalPrice: number | null | undefined,
): number | null {
  if (!isPositiveNumber(price) || !isPositiveNumber(originalPrice) || originalPrice <= price) return null;
  return Math.round(((originalPrice - price) / originalPrice) * 100);
}

/** The price a card shows: the current one, or the original when the current is missing or 0. */
export function displayPrice(
  price: number | null | undefined,
  originalPrice: number | null | undefined,
): number | null {
  if (isPositiveNumber(price)) return price;
  return isPositiveNumber(originalPrice) ? originalPrice : null;
}

/** Tall images are shown whole; others fill the frame (docs/PRODUCT.md §2 "Product card"). */
export type ImageFit = 'contain' | 'cover';

export function imageFit(width: number, height: number): ImageFit {
  return width > 0 && height > 1.5 * width ? 'contain' : 'cover';
}

const RANDOM_ALPHABET = 'abcdefghijklmnopqrstuvwxyz123456789';

/** Lower-case letters and the digits 1-9 (docs/PRODUCT.md §9), e.g. for unique element ids. */
export function randomString(length: number, random: () => number = Math.random): string {
  let result = '';
  for (let index = 0; index < Math.max(0, Math.floor(length)); index += 1) {
    result += RANDOM_ALPHABET[Math.floor(random() * RANDOM_ALPHABET.length) % RANDOM_ALPHABET.length];
  }
  return result;
}
