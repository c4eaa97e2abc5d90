// Plain JavaScript so next.config.mjs can validate the environment before Next starts.
import { z } from 'zod';
import { PUBLIC_DEFAULTS } from './public-defaults.mjs';

/** @param {string} name */
const url = (name) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .url({ message: `${name} must be an absolute http(s) URL` })
    .transform((value) => value.replace(/\/+$/, ''));

export const serverEnvSchema = z
  .object({
    NEXT_PUBLIC_WORDPRESS_URL: url('NEXT_PUBLIC_WORDPRESS_URL'),
    PRICING_API_URL: url('PRICING_API_URL'),
    NEXT_PUBLIC_SITE_URL: url('NEXT_PUBLIC_SITE_URL').default(PUBLIC_DEFAULTS.siteUrl),
    PRICING_TIMEOUT_MS: z.coerce.number().int().min(100).max(60000).default(5000),
    // One timeout per backend: the content service's GraphQL and REST reads, and its accounts routes.
    CONTENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60000).default(10000),
    ACCOUNTS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60000).default(5000),
    NEXT_PUBLIC_CURRENCY_SYMBOL: z.string().trim().min(1).default(PUBLIC_DEFAULTS.currencySymbol),
    NEXT_PUBLIC_NUMBER_LOCALE: z.string().trim().min(2).default(PUBLIC_DEFAULTS.numberLocale),
    NEXT_PUBLIC_CURRENCY_CODE: z
      .string()
      .trim()
      .regex(/^[A-Z]{3}$/, 'NEXT_PUBLIC_CURRENCY_CODE must be an ISO 4217 code such as GBP')
      .default(PUBLIC_DEFAULTS.currencyCode),
    FAUST_SECRET_KEY: z.string({ error: 'FAUST_SECRET_KEY is required' }).trim().min(1, 'FAUST_SECRET_KEY is required'),
    NEXTAUTH_SECRET: z.string().trim().min(16, 'NEXTAUTH_SECRET must be at least 16 characters').optional(),
    REVALIDATE_SECRET: z
      .string({ error: 'REVALIDATE_SECRET is required' })
      .trim()
      .min(16, 'REVALIDATE_SECRET must be at least 16 characters'),
    NEXTAUTH_URL: url('NEXTAUTH_URL').optional(),
    NEXT_PUBLIC_SESSION_POLL_SECONDS: z.coerce
      .number()
      .int()
      .min(0)
      .max(86400)
      .default(PUBLIC_DEFAULTS.sessionPollSeconds),
    // An OpenID Connect identity provider (Google, Microsoft, Apple, any standard one): all three
    // settings, or none (then no provider button shows).
    OIDC_ISSUER: url('OIDC_ISSUER').optional(),
    OIDC_CLIENT_ID: z.string().trim().min(1).optional(),
    OIDC_CLIENT_SECRET: z.string().trim().min(1).optional(),
    OIDC_NAME: z.string().trim().min(1).max(40).default('your identity provider'),
    // Signs which shopper the site's server asks the pricing service about (alerts, export, erasure).
    PRICING_SHOPPER_SECRET: z.string().min(16, 'PRICING_SHOPPER_SECRET must be at least 16 characters').optional(),
    // How many proxies in front of the site append to X-Forwarded-For: the shopper's address is the
    // entry that many from the right. 0: the connecting address (the site is reached directly).
    TRUSTED_PROXY_COUNT: z.coerce.number().int().min(0).max(5).default(0),
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    // The shared page cache of several instances; unset, each instance caches pages on its own disk.
    REDIS_URL: z
      .string()
      .trim()
      .refine(
        (value) => /^rediss?:\/\/[^/]/.test(value) && URL.canParse(value),
        'REDIS_URL must be a redis:// or rediss:// URL, such as redis://127.0.0.1:6379',
      )
      .optional()
      .or(z.literal('').transform(() => undefined)),
    REDIS_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .min(10)
      .max(200, 'REDIS_TIMEOUT_MS must be at most 200: a request never waits longer for the cache')
      .default(200),
  })
  .superRefine((env, context) => {
    // Sessions are signed with it: without one in production, next-auth would fail on every sign-in.
    if (env.NODE_ENV === 'production' && !env.NEXTAUTH_SECRET) {
      context.addIssue({
        code: 'custom',
        path: ['NEXTAUTH_SECRET'],
        message: 'NEXTAUTH_SECRET is required in production (generate one with `openssl rand -base64 32`)',
      });
    }
    if (env.NODE_ENV === 'production' && !env.PRICING_SHOPPER_SECRET) {
      context.addIssue({
        code: 'custom',
        path: ['PRICING_SHOPPER_SECRET'],
        message: 'PRICING_SHOPPER_SECRET is required in production (the pricing service must have the same value)',
      });
    }
    const oidc = [env.OIDC_ISSUER, env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET].filter(Boolean).length;
    if (oidc !== 0 && oidc !== 3) {
      context.addIssue({
        code: 'custom',
        path: ['OIDC_ISSUER'],
        message: 'OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET go together: set all three, or none',
      });
    }
  })
  .transform((env) => ({
    ...env,
    // Outside production, the local pricing service's default (see .env.example).
    PRICING_SHOPPER_SECRET: env.PRICING_SHOPPER_SECRET ?? 'local-pricing-shopper-secret',
  }));

/** The validated server environment. @typedef {z.output<typeof serverEnvSchema>} ServerEnv */

/**
 * Validates the server's environment once. On failure it names every bad variable and stops the
 * process, so a misconfigured deploy never starts serving half-working pages.
 * @param {Record<string, string | undefined>} [source]
 * @returns {ServerEnv}
 */
export function loadServerEnv(source = process.env) {
  const result = serverEnvSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
  const message = `Invalid environment configuration:\n${lines.join('\n')}\nSee .env.example for every variable.`;
  throw new Error(message);
}
