import { loadServerEnv } from './env-schema.mjs';

/** Server-only settings, validated when this module is first imported on the server. */
export const serverEnv = typeof window === 'undefined' ? loadServerEnv() : undefined;

export function getServerEnv(): NonNullable<typeof serverEnv> {
  if (!serverEnv) throw new Error('getServerEnv() called in the browser');
  return serverEnv;
}

/**
 * Public settings. Each is read as a literal `process.env.NEXT_PUBLIC_*` so Next inlines it into
 * the browser bundle at build time.
 */
export const publicEnv = {
  wordpressUrl: (process.env.NEXT_PUBLIC_WORDPRESS_URL ?? '').replace(/\/+$/, ''),
  siteUrl: (process.env.NEXT_PUBLIC_SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, ''),
  currencySymbol: process.env.NEXT_PUBLIC_CURRENCY_SYMBOL || '£',
  numberLocale: process.env.NEXT_PUBLIC_NUMBER_LOCALE || 'sv-SE',
} as const;
