import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import { disabledNotifier, type RevalidationNotifier } from '../revalidation/notifier.js';
import { loadPricingAdminConfig, type PricingAdminConfig } from './admin-config.js';
import { alertConfig, type AlertConfig } from './alerts/alert-config.js';
import { registerAlertNotificationRoutes } from './routes/alert-notification-routes.js';
import { registerAlertRoutes } from './routes/alert-routes.js';
import { loadFeedConfig, type FeedConfig } from './feeds/feed-config.js';
import { databaseConfigOf } from '../db/pricing-store.js';
import { createFeedImporter } from './feeds/feed-import.js';
import { createFeedRepository } from './feeds/store/feed-store.js';
import { registerAdminFeedRoutes } from './routes/admin-feed-routes.js';
import { registerAdminOfferRoutes } from './routes/admin-offer-routes.js';
import { registerAdminShopperRoutes } from './routes/admin-shopper-routes.js';
import { registerCategoryRoutes } from './routes/category-routes.js';
import { registerImageRoutes } from './routes/image-routes.js';
import { registerPriceHistoryRoutes } from './routes/price-history-routes.js';
import { registerProductRoutes } from './routes/product-routes.js';
import { registerReportRoutes } from './routes/report-routes.js';
import { registerSearchRoutes } from './routes/search-routes.js';
import { registerShopperRoutes } from './routes/shopper-routes.js';
import { registerStoreRoutes } from './routes/store-routes.js';

/** The pricing REST contract (backend/openapi.yaml), all under /restapi. */
export interface PricingRouteOptions {
  /** Told which products' prices changed after admin writes; the default sends nothing. */
  notifier?: RevalidationNotifier;
  admin?: PricingAdminConfig;
  /** Alerts, mail and shopper settings; default from the environment. */
  alerts?: AlertConfig;
  /** Feed imports' limits and folder; default from the environment. */
  feeds?: FeedConfig;
}

export function registerPricingRoutes(app: FastifyInstance, db: Database, options: PricingRouteOptions = {}): void {
  registerStoreRoutes(app, db);
  registerCategoryRoutes(app, db);
  registerSearchRoutes(app, db);
  registerProductRoutes(app, db);
  registerImageRoutes(app, db);
  registerPriceHistoryRoutes(app, db);
  const admin = options.admin ?? loadPricingAdminConfig();
  registerReportRoutes(app, db, admin);
  const alerts = options.alerts ?? alertConfig();
  registerAlertRoutes(app, db, alerts);
  registerAlertNotificationRoutes(app, db, alerts);
  registerShopperRoutes(app, db, alerts);
  const notifier = options.notifier ?? disabledNotifier;
  registerAdminOfferRoutes(app, db, { config: admin, notifier });
  registerAdminShopperRoutes(app, db, admin);
  const feeds = options.feeds ?? loadFeedConfig();
  const repository = createFeedRepository(db);
  const database = databaseConfigOf(db);
  const importer = createFeedImporter({
    repository,
    config: feeds,
    notifier,
    log: app.log,
    thread: database && { database },
  });
  registerAdminFeedRoutes(app, { admin, config: feeds, repository, importer });
}
