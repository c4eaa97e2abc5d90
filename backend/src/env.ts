import type { z } from 'zod';

/** The environment a section reads (process.env at start; tests pass their own). */
export type EnvSource = NodeJS.ProcessEnv;

/** A section's settings could not be read; the message names each variable and what is wrong. */
export class ConfigError extends Error {
  constructor(
    readonly section: string,
    readonly problems: string[],
  ) {
    super(`Invalid ${section} configuration:\n  ${problems.join('\n  ')}`);
    this.name = 'ConfigError';
  }
}

/**
 * The one way a section of the backend reads its settings: a zod schema over the environment's
 * variables (names as the site's scripts and the e2e runner set them), then `toConfig` shapes the
 * result. A bad value throws a ConfigError naming the variable.
 */
export function readSection<S extends z.ZodType, C>(
  section: string,
  schema: S,
  source: EnvSource,
  toConfig: (env: z.output<S>) => C,
): C {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(
      section,
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`),
    );
  }
  return toConfig(parsed.data);
}

/** Whether the process runs in production (`NODE_ENV=production`): local defaults are refused there. */
export const isProduction = (source: EnvSource): boolean => source.NODE_ENV === 'production';

/** A production secret is at least this long: a random 32-character value, not a word. */
export const PRODUCTION_SECRET_MIN_LENGTH = 32;

/**
 * What is wrong with a secret in production, or null: unset (the local default would apply), the
 * local default itself (public in this repository), or too short to resist guessing. Outside
 * production the local defaults are what a fresh clone runs on.
 */
export function productionSecretProblem(
  source: EnvSource,
  value: string | undefined,
  localDefault: string,
): string | null {
  if (!isProduction(source)) return null;
  if (value === undefined || value === '')
    return 'is required in production (generate one with `openssl rand -base64 32`)';
  if (value === localDefault) return 'is the public local default; set a secret of your own in production';
  if (value.length < PRODUCTION_SECRET_MIN_LENGTH)
    return `must be at least ${PRODUCTION_SECRET_MIN_LENGTH} characters in production`;
  return null;
}

/**
 * The production secret problems of a section's variables (each named with its local default), as
 * `variable: problem` lines; a section's loader throws them as a ConfigError.
 */
export function localSecretProblems(source: EnvSource, secrets: Record<string, string>): string[] {
  return Object.entries(secrets).flatMap(([name, localDefault]) => {
    const problem = productionSecretProblem(source, source[name]?.trim(), localDefault);
    return problem ? [`${name}: ${problem}`] : [];
  });
}
