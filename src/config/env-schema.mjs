// Plain JavaScript so next.config.mjs can validate the environment before Next starts.
import { z } from 'zod';

const url = (name) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .url({ message: `${name} must be an absolute http(s) URL` })
    .transform((value) => value.replace(/\/+$/, ''));

export const serverEnvSchema = z.object({
  NEXT_PUBLIC_WORDPRESS_URL: url('NEXT_PUBLIC_WORDPRESS_URL'),
  PRICING_API_URL: url('PRICING_API_URL'),
  NEXT_PUBLIC_SITE_URL: url('NEXT_PUBLIC_SITE_URL').default('http://localhost:3000'),
  PRICING_TIMEOUT_MS: z.coerce.number().int().min(100).max(60000).default(5000),
  NEXT_PUBLIC_CURRENCY_SYMBOL: z.string().trim().min(1).default('£'),
  NEXT_PUBLIC_NUMBER_LOCALE: z.string().trim().min(2).default('sv-SE'),
});

/**
 * Validates the server's environment once. On failure it names every bad variable and stops the
 * process, so a misconfigured deploy never starts serving half-working pages.
 */
export function loadServerEnv(source = process.env) {
  const result = serverEnvSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
  const message = `Invalid environment configuration:\n${lines.join('\n')}\nSee .env.example for every variable.`;
  throw new Error(message);
}
