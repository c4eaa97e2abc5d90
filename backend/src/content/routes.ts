import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connection.js';
import { loadContentConfig, type ContentConfig } from './config.js';
import { registerGraphQLRoutes } from './graphql/routes.js';
import { createContentStore } from './repositories/index.js';
import { registerRestRoutes } from './rest/routes.js';
import { registerRestWriteRoutes } from './rest/write-routes.js';
import { disabledNotifier, type RevalidationNotifier } from '../revalidation/notifier.js';
import { registerUploadRoutes } from './uploads/routes.js';
import {
  resolveViewer as anonymousOnly,
  noPasswordSignIn,
  type EditorPasswordCheck,
  type ViewerResolver,
} from './viewer.js';

export interface ContentRouteOptions {
  config?: ContentConfig;
  /** Maps an Authorization header to a viewer; the default treats every request as anonymous. */
  resolveViewer?: ViewerResolver;
  /** Checks the REST writes' HTTP Basic logins; the default refuses every one. */
  checkEditorPassword?: EditorPasswordCheck;
  /** Told what to revalidate after REST writes; the default sends nothing. */
  notifier?: RevalidationNotifier;
}

/** The WordPress stand-in: GraphQL (WPGraphQL + FaustWP + Polylang), wp/v2 REST and uploads. */
export function registerContentRoutes(app: FastifyInstance, db: Db, options: ContentRouteOptions = {}): void {
  const store = createContentStore(db);
  const config = options.config ?? loadContentConfig();
  registerGraphQLRoutes(app, { store, config, resolveViewer: options.resolveViewer ?? anonymousOnly });
  registerRestRoutes(app, { store, config });
  registerRestWriteRoutes(app, {
    db,
    store,
    config,
    notifier: options.notifier ?? disabledNotifier,
    checkPassword: options.checkEditorPassword ?? noPasswordSignIn,
  });
  registerUploadRoutes(app, store);
}
