import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/connection.js';
import type { Database } from '../db/database.js';
import { isDatabaseUnavailable } from '../db/availability.js';
import { registerAccountRoutes } from '../accounts/routes.js';
import { remoteCatalogue, type ProductCatalogue } from '../accounts/pricewise/catalogue.js';
import { registerContentRoutes } from '../content/routes.js';
import { knownProductIds } from '../pricing/catalogue/product-docs.js';
import { registerPricingRoutes } from '../pricing/routes.js';
import type { ContentConfig } from '../content/config.js';
import type { PricingAdminConfig } from '../pricing/admin-config.js';
import type { AlertConfig } from '../pricing/alerts/alert-config.js';
import type { FeedConfig } from '../pricing/feeds/feed-config.js';
import type { RevalidationConfig } from '../revalidation/config.js';
import type { LimitStore } from '../limits/index.js';
import { createNotifier, createNotifierFromEnv, type RevalidationNotifier } from '../revalidation/notifier.js';

/** How long a client is asked to wait while the pricing database is unreachable. */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;

export interface ServerOptions {
  /** The content service's SQLite file (content and accounts); absent when this process serves pricing only. */
  contentDb?: Db;
  /** The pricing data; absent when this process serves content only. */
  pricingDb?: Database;
  /** Where the accounts service asks which products exist when the pricing service runs elsewhere. */
  pricingServiceUrl?: string;
  logLevel?: string;
  /** Where log lines go instead of standard output (a test reading what the service logs). */
  logStream?: { write(line: string): void };
  /** Tells the site what to revalidate after writes; default: from SITE_REVALIDATE_URL / _SECRET. */
  notifier?: RevalidationNotifier;
  /**
   * Peers whose X-Forwarded-For names the client (`request.ip`, which rate limits use): by
   * default loopback, where the site's /restapi proxy runs locally.
   */
  trustedProxies?: string[];
  /** Each section defaults to its loader over process.env (tests); main.ts passes what it validated. */
  content?: ContentConfig;
  revalidation?: RevalidationConfig | null;
  pricingAdmin?: PricingAdminConfig;
  alerts?: AlertConfig;
  /** Feed imports' limits and folder; default from the environment. */
  feeds?: FeedConfig;
  /** The request limits every instance shares (limits/); default: the content file's. */
  limits?: LimitStore;
}

/** Builds the HTTP service with the contracts of the services it serves; listening is the caller's choice. */
export function buildServer(options: ServerOptions): FastifyInstance {
  const { contentDb, pricingDb, logLevel = 'info', trustedProxies = ['loopback'] } = options;
  const app = Fastify({
    logger: { level: logLevel, ...(options.logStream ? { stream: options.logStream } : {}) },
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: trustedProxies.length > 0 ? trustedProxies : false,
  });

  // A load balancer's check: 503 while a database this process needs does not answer.
  app.get('/health', async (request, reply) => {
    contentDb?.prepare('SELECT 1').get();
    if (pricingDb) {
      try {
        await sql`SELECT 1`.execute(pricingDb);
      } catch (error) {
        if (!isDatabaseUnavailable(error)) throw error;
        return reply
          .code(503)
          .header('Retry-After', String(OUTAGE_RETRY_AFTER_SECONDS))
          .send({ status: 'unavailable', database: 'pricing' });
      }
    }
    return { status: 'ok' };
  });

  const notifier =
    options.notifier ??
    (options.revalidation !== undefined
      ? createNotifier(options.revalidation, app.log)
      : createNotifierFromEnv(app.log));

  if (pricingDb) {
    registerPricingRoutes(app, pricingDb, {
      notifier,
      admin: options.pricingAdmin,
      alerts: options.alerts,
      feeds: options.feeds,
    });
  }
  if (contentDb) {
    if (!pricingDb && !options.pricingServiceUrl)
      throw new Error('a content-only server needs the pricing service URL');
    const catalogue: ProductCatalogue = pricingDb
      ? { known: (ids) => knownProductIds(pricingDb, ids) }
      : remoteCatalogue(options.pricingServiceUrl!, app.log);
    const accounts = registerAccountRoutes(app, contentDb, {
      config: options.content,
      limits: options.limits,
      catalogue,
    });
    registerContentRoutes(app, contentDb, {
      resolveViewer: accounts.resolveViewer,
      checkEditorPassword: accounts.checkEditorPassword,
      notifier,
      config: options.content,
    });
  }

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ error: `No route for ${request.method} ${request.url.split('?')[0]}` });
  });

  app.setErrorHandler((error: Error & { statusCode?: number; validation?: unknown }, request, reply) => {
    // The database being unreachable is the service's outage, not the request's fault: the client
    // may try again shortly (the pool reconnects by itself once it is back).
    if (isDatabaseUnavailable(error)) {
      return reply
        .code(503)
        .header('Retry-After', String(OUTAGE_RETRY_AFTER_SECONDS))
        .send({ error: 'The service is briefly unavailable; try again shortly' });
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    return reply.code(status).send({ error: status >= 500 ? 'Internal server error' : error.message });
  });

  return app;
}
