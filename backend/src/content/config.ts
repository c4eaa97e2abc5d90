import { z } from 'zod';
import { ConfigError, localSecretProblems, readSection, type EnvSource } from '../env.js';

/**
 * Local stand-in for the FaustWP secret key (`faustwp_settings['secret_key']`). The front end sends
 * it as `x-faust-secret` to generate possibleTypes and as `x-faustwp-secret` to the authorize route.
 */
export const DEFAULT_FAUST_SECRET = 'local-faust-secret';

const contentEnvSchema = z.object({
  FAUST_SECRET_KEY: z.string().min(1).optional(),
  FAUSTWP_SECRET_KEY: z.string().min(1).optional(),
  BACKEND_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  CONTENT_PUBLIC_URL: z.url().optional(),
  CONTENT_FRONTEND_URL: z.url().default('http://127.0.0.1:3000'),
});

export interface ContentConfig {
  /** Shared secret of the FaustWP plugin; unlocks introspection (and, later, the token routes). */
  faustSecret: string;
  /** Where this backend is reachable: WordPress's `home_url()`, the base of `sourceUrl` and `link`. */
  publicUrl: string;
  /** The headless front end; FaustWP rewrites REST `link`s to it. */
  frontendUrl: string;
}

const trimSlashes = (url: string) => url.replace(/\/+$/, '');

/** Reads the content service's settings once; a bad value stops start-up with the variable's name. */
export function loadContentConfig(source: EnvSource = process.env): ContentConfig {
  // FaustWP's secret signs every token and guards the site-only routes: never the public default in production.
  const secretName = source.FAUST_SECRET_KEY
    ? 'FAUST_SECRET_KEY'
    : source.FAUSTWP_SECRET_KEY
      ? 'FAUSTWP_SECRET_KEY'
      : 'FAUST_SECRET_KEY';
  const problems = localSecretProblems(source, { [secretName]: DEFAULT_FAUST_SECRET });
  if (problems.length > 0) throw new ConfigError('content', problems);
  return readSection('content', contentEnvSchema, source, (env) => ({
    // Same fallback as @faustwp/core's getWpSecret, so one .env serves both sides.
    faustSecret: env.FAUST_SECRET_KEY ?? env.FAUSTWP_SECRET_KEY ?? DEFAULT_FAUST_SECRET,
    publicUrl: trimSlashes(env.CONTENT_PUBLIC_URL ?? `http://127.0.0.1:${env.BACKEND_PORT}`),
    frontendUrl: trimSlashes(env.CONTENT_FRONTEND_URL),
  }));
}
