import Fastify, { type FastifyInstance } from 'fastify';
import type { Db } from '../db/connection.js';
import { registerAccountRoutes } from '../accounts/routes.js';
import { registerContentRoutes } from '../content/routes.js';
import { registerPricingRoutes } from '../pricing/routes.js';
import type { ContentConfig } from '../content/config.js';
import type { PricingAdminConfig } from '../pricing/admin-config.js';
import type { AlertConfig } from '../pricing/alerts/alert-config.js';
import type { RevalidationConfig } from '../revalidation/config.js';
import type { LimitStore } from '../limits/index.js';
import { createNotifier, createNotifierFromEnv, type RevalidationNotifier } from '../revalidation/notifier.js';

export interface ServerOptions {
  db: Db;
  logLevel?: string;
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
  /** The request limits every instance shares (limits/); default: this database's. */
  limits?: LimitStore;
}

/** Builds the HTTP service with every contract registered; listening is the caller's choice. */
export function buildServer(options: ServerOptions): FastifyInstance {
  const { db, logLevel = 'info', trustedProxies = ['loopback'] } = options;
  const app = Fastify({
    logger: { level: logLevel },
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: trustedProxies.length > 0 ? trustedProxies : false,
  });

  app.get('/health', async () => {
    db.prepare('SELECT 1').get();
    return { status: 'ok' };
  });

  const notifier =
    options.notifier ??
    (options.revalidation !== undefined
      ? createNotifier(options.revalidation, app.log)
      : createNotifierFromEnv(app.log));

  registerPricingRoutes(app, db, { notifier, admin: options.pricingAdmin, alerts: options.alerts });
  const accounts = registerAccountRoutes(app, db, { config: options.content, limits: options.limits });
  registerContentRoutes(app, db, {
    resolveViewer: accounts.resolveViewer,
    checkEditorPassword: accounts.checkEditorPassword,
    notifier,
    config: options.content,
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ error: `No route for ${request.method} ${request.url.split('?')[0]}` });
  });

  app.setErrorHandler((error: Error & { statusCode?: number; validation?: unknown }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    reply.code(status).send({ error: status >= 500 ? 'Internal server error' : error.message });
  });

  return app;
}
