// Plain JavaScript: env-schema.mjs (run by next.config.mjs at start) reads it too.

/**
 * The public settings' defaults, in one place: the environment's schema applies them on the
 * server, public-env.ts in the browser bundle, and the price rules format with them by default.
 * Prices are written as in `£1 299` (sv-SE groups thousands with a space; README "Configuration").
 */
export const PUBLIC_DEFAULTS = Object.freeze({
  siteUrl: 'http://localhost:3000',
  currencySymbol: '£',
  /** ISO 4217 code of the same currency, for structured data. */
  currencyCode: 'GBP',
  numberLocale: 'sv-SE',
  /** 0: the session is asked again only on focus and storage events. */
  sessionPollSeconds: 0,
});
