import { PUBLIC_DEFAULTS } from './public-defaults.mjs';

/**
 * Public settings. Each is read as a literal `process.env.NEXT_PUBLIC_*` so Next inlines it into
 * the browser bundle at build time (the server validated them at start: env-schema.mjs); the
 * defaults are public-defaults.mjs's.
 */
export const publicEnv = {
  wordpressUrl: (process.env.NEXT_PUBLIC_WORDPRESS_URL ?? '').replace(/\/+$/, ''),
  siteUrl: (process.env.NEXT_PUBLIC_SITE_URL ?? PUBLIC_DEFAULTS.siteUrl).replace(/\/+$/, ''),
  currencySymbol: process.env.NEXT_PUBLIC_CURRENCY_SYMBOL || PUBLIC_DEFAULTS.currencySymbol,
  /** ISO 4217 code of the same currency, for structured data. */
  currencyCode: process.env.NEXT_PUBLIC_CURRENCY_CODE || PUBLIC_DEFAULTS.currencyCode,
  numberLocale: process.env.NEXT_PUBLIC_NUMBER_LOCALE || PUBLIC_DEFAULTS.numberLocale,
  /** Session poll interval in seconds; 0 means only refetch on focus and storage events. */
  sessionPollSeconds: Math.max(
    0,
    Number(process.env.NEXT_PUBLIC_SESSION_POLL_SECONDS) || PUBLIC_DEFAULTS.sessionPollSeconds,
  ),
} as const;

/** How prices are written (docs/PRODUCT.md §5): a setting, so another market is a configuration change. */
export const priceFormat = {
  locale: publicEnv.numberLocale,
  currencySymbol: publicEnv.currencySymbol,
} as const;
