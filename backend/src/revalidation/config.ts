import { z } from 'zod';

const revalidationEnvSchema = z.object({
  SITE_REVALIDATE_URL: z.url().optional().or(z.literal('').transform(() => undefined)),
  SITE_REVALIDATE_SECRET: z.string().optional().transform((value) => value || undefined),
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
export function loadRevalidationConfig(source: NodeJS.ProcessEnv = process.env): RevalidationConfig | null {
  const parsed = revalidationEnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid revalidation configuration:\n  ${problems.join('\n  ')}`);
  }
  const { SITE_REVALIDATE_URL: url, SITE_REVALIDATE_SECRET: secret } = parsed.data;
  if (!url && !secret) return null;
  if (!url || !secret) {
    throw new Error(
      'Invalid revalidation configuration:\n  set both SITE_REVALIDATE_URL and SITE_REVALIDATE_SECRET, or neither',
    );
  }
  return { url, secret };
}
