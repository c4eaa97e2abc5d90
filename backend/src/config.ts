import path from 'node:path';
import { z } from 'zod';

const backendEnvSchema = z.object({
  BACKEND_HOST: z.string().min(1).default('127.0.0.1'),
  BACKEND_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  BACKEND_DATA_DIR: z.string().min(1).default('.data'),
  BACKEND_LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Peers whose X-Forwarded-For is believed: addresses, CIDR ranges or loopback/linklocal/uniquelocal.
  BACKEND_TRUSTED_PROXIES: z
    .string()
    .default('loopback')
    .transform((value) => value.split(',').map((item) => item.trim()).filter(Boolean))
    .refine((items) => items.every((item) => /^[\w.:/]+$/.test(item)), 'must be a comma-separated list of addresses, CIDR ranges or loopback'),
});

export interface BackendConfig {
  host: string;
  port: number;
  dataDir: string;
  databaseFile: string;
  logLevel: z.infer<typeof backendEnvSchema>['BACKEND_LOG_LEVEL'];
  /** Empty: no proxy is trusted, the client is the TCP peer. */
  trustedProxies: string[];
}

/** Reads the backend's settings once; a bad value stops start-up with the variable's name. */
export function loadBackendConfig(source: NodeJS.ProcessEnv = process.env): BackendConfig {
  const parsed = backendEnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid backend configuration:\n  ${problems.join('\n  ')}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.BACKEND_DATA_DIR);
  return {
    host: env.BACKEND_HOST,
    port: env.BACKEND_PORT,
    dataDir,
    databaseFile: path.join(dataDir, 'backend.sqlite'),
    logLevel: env.BACKEND_LOG_LEVEL,
    trustedProxies: env.BACKEND_TRUSTED_PROXIES,
  };
}
