import { z } from 'zod';
import { ConfigError, readSection, type EnvSource } from '../env.js';

const revalidationEnvSchema = z.object({
  SITE_REVALIDATE_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SITE_REVALIDATE_SECRET: z
    .string()
    .optional()
    .transform((value) => value || undefined),
});

/** Where the site's on-demand revalidation endpoint is, and the secret it expects. */
export interface RevalidationConfig {
  url: string;
  secret: string;
}

/**
 * Reads `SITE_REVALIDATE_URL` and `SITE_REVALIDATE_SECRET` once. Both set: notifications are sent;
 * neither: null (nothing is sent). Only one, or a URL that is not one, stops start-up.
 */
export function loadRevalidationConfig(source: EnvSource = process.env): RevalidationConfig | null {
  return readSection(
    'revalidation',
    revalidationEnvSchema,
    source,
    ({ SITE_REVALIDATE_URL: url, SITE_REVALIDATE_SECRET: secret }) => {
      if (!url && !secret) return null;
      if (!url || !secret) {
        throw new ConfigError('revalidation', ['set both SITE_REVALIDATE_URL and SITE_REVALIDATE_SECRET, or neither']);
      }
      return { url, secret };
    },
  );
}
