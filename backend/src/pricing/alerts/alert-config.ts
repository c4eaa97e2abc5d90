import { z } from 'zod';
import { ConfigError, localSecretProblems, readSection, type EnvSource } from '../../env.js';

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
export function loadAlertConfig(source: EnvSource = process.env): AlertConfig {
  const problems = localSecretProblems(source, { PRICING_SHOPPER_SECRET: DEFAULT_SHOPPER_SECRET });
  if (problems.length > 0) throw new ConfigError('alert', problems);
  return readSection('alert', alertEnvSchema, source, (env) => ({
    shopperSecret: env.PRICING_SHOPPER_SECRET,
    siteUrl: env.SITE_PUBLIC_URL,
  }));
}

let loaded: AlertConfig | undefined;

/**
 * The settings price writes evaluate alerts with (deep in the write path, so not passed down):
 * main.ts hands over the ones it validated at start; otherwise they are read from the environment once.
 */
export function alertConfig(validated?: AlertConfig): AlertConfig {
  if (validated) loaded = validated;
  return (loaded ??= loadAlertConfig());
}
