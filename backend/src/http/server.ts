import Fastify, { type FastifyInstance } from 'fastify';
import type { Db } from '../db/connection.js';
import { registerAccountRoutes } from '../accounts/routes.js';
import { registerContentRoutes } from '../content/routes.js';
import { registerPricingRoutes } from '../pricing/routes.js';
import { createNotifierFromEnv, type RevalidationNotifier } from '../revalidation/notifier.js';

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
}

/** Builds the HTTP service with every contract registered; listening is the caller's choice. */
export function buildServer({ db, logLevel = 'info', notifier: givenNotifier, trustedProxies = ['loopback'] }: ServerOptions): FastifyInstance {
  const app = Fastify({
    logger: { level: logLevel },
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: trustedProxies.length > 0 ? trustedProxies : false,
  });

  app.get('/health', async () => {
    db.prepare('SELECT 1').get();
    return { status: 'ok' };
  });

  const notifier = givenNotifier ?? createNotifierFromEnv(app.log);

  registerPricingRoutes(app, db, { notifier });
  const accounts = registerAccountRoutes(app, db);
  registerContentRoutes(app, db, { resolveViewer: accounts.resolveViewer, notifier });

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
