import { z } from 'zod';

export const DEFAULT_SHOPPER_SECRET = 'local-pricing-shopper-secret';

const alertEnvSchema = z.object({
  PRICING_SHOPPER_SECRET: z.string().min(16, 'must be at least 16 characters').default(DEFAULT_SHOPPER_SECRET),
  SITE_PUBLIC_URL: z
    .string()
    .trim()
    .url({ message: 'must be an absolute http(s) URL' })
    .default('http://127.0.0.1:3000')
    .transform((value) => value.replace(/\/+$/, '')),
});

/** The alert settings; mail itself (SMTP_URL, MAIL_FROM) is the shared outbox's (mail/mail-config.ts). */
export interface AlertConfig {
  /** Signs shoppers' identities (the site signs them, see alert-auth.ts) and unsubscribe links. */
  shopperSecret: string;
  /** The site's public origin, for the links in emails (product pages, unsubscribe through /restapi). */
  siteUrl: string;
}

/** Reads the alert settings once; a bad value stops start-up with the variable's name. */
export function loadAlertConfig(source: NodeJS.ProcessEnv = process.env): AlertConfig {
  const parsed = alertEnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid alert configuration:\n  ${problems.join('\n  ')}`);
  }
  return { shopperSecret: parsed.data.PRICING_SHOPPER_SECRET, siteUrl: parsed.data.SITE_PUBLIC_URL };
}

let loaded: AlertConfig | undefined;

/** The settings from the environment, read once (main.ts reads them at start, so errors stop it). */
export function alertConfig(): AlertConfig {
  return (loaded ??= loadAlertConfig());
}
