import path from 'node:path';
import { z } from 'zod';
import { readSection, type EnvSource } from '../env.js';

const databaseEnvSchema = z.object({
  DATABASE_URL: z
    .string()
    .trim()
    .regex(
      /^postgres(ql)?:\/\/\S+$/,
      'must be a postgres:// URL, e.g. postgres://pricing:secret@db.internal:5432/pricing',
    )
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  BACKEND_DATA_DIR: z.string().min(1).default('.data'),
});

export type DatabaseConfig =
  | { engine: 'sqlite'; file: string }
  | { engine: 'postgres'; url: string; poolSize: number; statementTimeoutMs: number };

/**
 * Where the pricing service keeps its data: PostgreSQL when `DATABASE_URL` is set (what several
 * instances share), else the SQLite file in `BACKEND_DATA_DIR`, which needs no setup.
 */
export function loadDatabaseConfig(source: EnvSource = process.env): DatabaseConfig {
  return readSection('database', databaseEnvSchema, source, (env) =>
    env.DATABASE_URL
      ? {
          engine: 'postgres',
          url: env.DATABASE_URL,
          poolSize: env.DATABASE_POOL_SIZE,
          statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
        }
      : { engine: 'sqlite', file: path.join(path.resolve(env.BACKEND_DATA_DIR), 'backend.sqlite') },
  );
}

/** The URL without its password, for logs. */
export function describeDatabase(config: DatabaseConfig): string {
  if (config.engine === 'sqlite') return config.file;
  const url = new URL(config.url);
  if (url.password) url.password = '***';
  return url.toString();
}
