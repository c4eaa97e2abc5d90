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
