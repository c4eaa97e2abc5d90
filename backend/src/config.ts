import path from 'node:path';
import { z } from 'zod';
import { loadContentConfig, type ContentConfig } from './content/config.js';
import { loadDatabaseConfig, type DatabaseConfig } from './db/database-config.js';
import { ConfigError, readSection, type EnvSource } from './env.js';
import { loadLimitsConfig, type LimitsConfig } from './limits/index.js';
import { loadMailConfig, type MailConfig } from './mail/mail-config.js';
import { loadPricingAdminConfig, type PricingAdminConfig } from './pricing/admin-config.js';
import { loadAlertConfig, type AlertConfig } from './pricing/alerts/alert-config.js';
import { loadFeedConfig, type FeedConfig } from './pricing/feeds/feed-config.js';
import { loadRevalidationConfig, type RevalidationConfig } from './revalidation/config.js';

const serverEnvSchema = z
  .object({
    BACKEND_HOST: z.string().min(1).default('127.0.0.1'),
    BACKEND_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
    BACKEND_DATA_DIR: z.string().min(1).default('.data'),
    BACKEND_LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // Peers whose X-Forwarded-For is believed: addresses, CIDR ranges or loopback/linklocal/uniquelocal.
    BACKEND_TRUSTED_PROXIES: z
      .string()
      .default('loopback')
      .transform((value) =>
        value
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean),
      )
      .refine(
        (items) => items.every((item) => /^[\w.:/]+$/.test(item)),
        'must be a comma-separated list of addresses, CIDR ranges or loopback',
      ),
    // What this process serves: the content service (WordPress's stand-in: content, accounts), the
    // pricing service, or both (the default, and all a laptop needs).
    BACKEND_SERVICES: z
      .string()
      .default('content,pricing')
      .transform(
        (value) =>
          new Set(
            value
              .split(',')
              .map((item) => item.trim())
              .filter(Boolean),
          ),
      )
      .refine(
        (services) =>
          services.size > 0 && [...services].every((service) => service === 'content' || service === 'pricing'),
        'must be content, pricing or content,pricing',
      ),
    // The pricing service a content-only process asks which products exist (shoppers' saved products).
    PRICING_API_URL: z
      .url({ protocol: /^https?$/ })
      .optional()
      .or(z.literal('').transform(() => undefined)),
  })
  .refine((env) => env.BACKEND_SERVICES.has('pricing') || env.PRICING_API_URL !== undefined, {
    message: "a content-only backend (BACKEND_SERVICES=content) needs the pricing service's URL",
    path: ['PRICING_API_URL'],
  });

export interface ServerConfig {
  host: string;
  port: number;
  dataDir: string;
  databaseFile: string;
  logLevel: z.infer<typeof serverEnvSchema>['BACKEND_LOG_LEVEL'];
  /** Empty: no proxy is trusted, the client is the TCP peer. */
  trustedProxies: string[];
  services: { content: boolean; pricing: boolean };
  /** Where a content-only process asks the pricing service (null when this process serves pricing). */
  pricingServiceUrl: string | null;
}

/** The HTTP server's settings, the content service's SQLite file and what the process serves (`BACKEND_*`). */
export function loadServerConfig(source: EnvSource = process.env): ServerConfig {
  return readSection('backend', serverEnvSchema, source, (env) => {
    const dataDir = path.resolve(env.BACKEND_DATA_DIR);
    return {
      host: env.BACKEND_HOST,
      port: env.BACKEND_PORT,
      dataDir,
      databaseFile: path.join(dataDir, 'backend.sqlite'),
      logLevel: env.BACKEND_LOG_LEVEL,
      trustedProxies: env.BACKEND_TRUSTED_PROXIES,
      services: { content: env.BACKEND_SERVICES.has('content'), pricing: env.BACKEND_SERVICES.has('pricing') },
      pricingServiceUrl: env.BACKEND_SERVICES.has('pricing') ? null : env.PRICING_API_URL!.replace(/\/+$/, ''),
    };
  });
}

/** Every section's settings, read together at start (main.ts) and handed down from there. */
export interface BackendConfig {
  server: ServerConfig;
  database: DatabaseConfig;
  content: ContentConfig;
  revalidation: RevalidationConfig | null;
  mail: MailConfig;
  pricingAdmin: PricingAdminConfig;
  alerts: AlertConfig;
  feeds: FeedConfig;
  limits: LimitsConfig;
}

/**
 * Reads and validates every section once. All the problems found are reported together, each
 * under its section and naming its variable, so one start-up says everything that is wrong.
 */
export function loadBackendConfig(source: EnvSource = process.env): BackendConfig {
  const problems: string[] = [];
  const read = <C>(load: (source: EnvSource) => C): C => {
    try {
      return load(source);
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      problems.push(...error.problems.map((problem) => `${error.section}: ${problem}`));
      return undefined as C;
    }
  };
  const config: BackendConfig = {
    server: read(loadServerConfig),
    database: read(loadDatabaseConfig),
    content: read(loadContentConfig),
    revalidation: read(loadRevalidationConfig),
    mail: read(loadMailConfig),
    pricingAdmin: read(loadPricingAdminConfig),
    alerts: read(loadAlertConfig),
    feeds: read(loadFeedConfig),
    limits: read(loadLimitsConfig),
  };
  if (problems.length) throw new Error(`Invalid backend configuration:\n  ${problems.join('\n  ')}`);
  return config;
}
