import { z } from 'zod';

export const DEFAULT_SHOPPER_SECRET = 'local-pricing-shopper-secret';

const alertEnvSchema = z
  .object({
    PRICING_SHOPPER_SECRET: z.string().min(16, 'must be at least 16 characters').default(DEFAULT_SHOPPER_SECRET),
    SMTP_URL: z
      .string()
      .trim()
      .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@mail.example:587')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    MAIL_FROM: z.string().trim().min(3).max(200).default('Pricewise <alerts@pricewise.example>'),
    SITE_PUBLIC_URL: z
      .string()
      .trim()
      .url({ message: 'must be an absolute http(s) URL' })
      .default('http://127.0.0.1:3000')
      .transform((value) => value.replace(/\/+$/, '')),
  })
  .refine((env) => !/[\r\n]/.test(env.MAIL_FROM), { message: 'must be one line', path: ['MAIL_FROM'] });

export interface AlertConfig {
  /** Signs shoppers' identities (the site signs them, see alert-auth.ts) and unsubscribe links. */
  shopperSecret: string;
  /** Unset: no mail is sent; the outbox keeps every message and the site shows the notifications. */
  smtpUrl: string | null;
  mailFrom: string;
  /** The site's public origin, for the links in emails (product pages, unsubscribe through /restapi). */
  siteUrl: string;
}

/** Reads the alert and mail settings once; a bad value stops start-up with the variable's name. */
export function loadAlertConfig(source: NodeJS.ProcessEnv = process.env): AlertConfig {
  const parsed = alertEnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid alert configuration:\n  ${problems.join('\n  ')}`);
  }
  const env = parsed.data;
  return { shopperSecret: env.PRICING_SHOPPER_SECRET, smtpUrl: env.SMTP_URL ?? null, mailFrom: env.MAIL_FROM, siteUrl: env.SITE_PUBLIC_URL };
}

let loaded: AlertConfig | undefined;

/** The settings from the environment, read once (main.ts reads them at start, so errors stop it). */
export function alertConfig(): AlertConfig {
  return (loaded ??= loadAlertConfig());
}
