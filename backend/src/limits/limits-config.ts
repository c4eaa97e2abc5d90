import { z } from 'zod';
import { readSection, type EnvSource } from '../env.js';

const limitsEnvSchema = z.object({
  REDIS_URL: z
    .string()
    .trim()
    .refine(
      (value) => /^rediss?:\/\/[^/]/.test(value) && URL.canParse(value),
      'must be a redis:// or rediss:// URL, such as redis://127.0.0.1:6379',
    )
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

export interface LimitsConfig {
  /** Where the request limits live when several instances share them; null: in the database. */
  redisUrl: string | null;
}

/** Reads the limits' settings once; a bad value stops start-up with the variable's name. */
export function loadLimitsConfig(source: EnvSource = process.env): LimitsConfig {
  return readSection('limits', limitsEnvSchema, source, (env) => ({ redisUrl: env.REDIS_URL ?? null }));
}
