import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connection.js';
import {
  loadContentConfig,
  type ContentConfig,
  createBearerViewerResolver,
  type ViewerResolver,
  mayWriteContent,
  type EditorPasswordCheck,
} from '../content/public.js';
import { systemClock, type Clock } from './clock.js';
import type { AccountsContext } from './context.js';
import { createCredentialChecker } from './login/check-credentials.js';
import { createSqlLimitStore, type LimitStore } from '../limits/index.js';
import { createOutbox } from '../mail/outbox.js';
import { createMailRequestProcessor } from './pricewise/mail-requests.js';
import type { ProductCatalogue } from './pricewise/catalogue.js';
import { createShopperTokens } from './pricewise/shopper-tokens.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Turns the queued account-mail requests into mail now (the back office and tests read mail after it). */
    processAccountMail?: () => number;
  }
}
import { registerAccountRestRoutes } from './rest/index.js';
import { deriveLinkKey } from './tokens/token-codec.js';
import { createTokenService } from './tokens/token-service.js';
import { createUsedTokenLedger } from './tokens/used-token-ledger.js';
import { registerBrowserLoginRoutes } from './wp-login/index.js';

export interface AccountRouteOptions {
  /** Defaults to loadContentConfig(): the FaustWP secret and the URLs are the content service's. */
  config?: ContentConfig;
  /** Tests pass a clock they can move, to expire codes and tokens. */
  now?: Clock;
  /** The shared limits (limits/); defaults to the database's, on `now`. */
  limits?: LimitStore;
  /** The pricing service's catalogue, which saved products are checked against. */
  catalogue: ProductCatalogue;
}

export interface AccountRoutes {
  /** Authorization header → viewer, for registerContentRoutes: FaustWP's bearer access tokens. */
  resolveViewer: ViewerResolver;
  /** The content writes' HTTP Basic sign-in, for registerContentRoutes: the shared check and limits, editors only. */
  checkEditorPassword: EditorPasswordCheck;
}

/**
 * The accounts area: FaustWP's token flow (`/generate`, `/wp-login.php`, `faustwp/v1/*`) and the
 * shopper endpoints (`pricewise/v1/*`: sign-in, sign-up, email links, passwords, identity
 * providers, the account itself, saved products). Routes are added in encapsulated scopes (their body parsers
 * and error pages stay theirs) when the server starts; the viewer resolver is ready at once.
 */
export function registerAccountRoutes(app: FastifyInstance, db: Db, options: AccountRouteOptions): AccountRoutes {
  const config = options.config ?? loadContentConfig();
  const now = options.now ?? systemClock;
  const limits = options.limits ?? createSqlLimitStore(db, now);
  const tokens = createTokenService({ secret: config.faustSecret, now, ledger: createUsedTokenLedger(db, now) });
  const checkCredentials = createCredentialChecker(db, limits);
  const ctx: Omit<AccountsContext, 'mailRequests'> & Partial<Pick<AccountsContext, 'mailRequests'>> = {
    db,
    config,
    now,
    tokens,
    checkCredentials,
    shopperTokens: createShopperTokens(db, tokens, now),
    limits,
    linkKey: deriveLinkKey(config.faustSecret),
    outbox: createOutbox(db),
    catalogue: options.catalogue,
  };
  const mailRequests = createMailRequestProcessor(ctx as AccountsContext);
  ctx.mailRequests = mailRequests;
  mailRequests.start();
  app.addHook('onClose', async () => mailRequests.stop());
  app.decorate('processAccountMail', () => mailRequests.processPending());
  const accountsCtx = ctx as AccountsContext;
  app.register(async (scope) => registerAccountRestRoutes(scope, accountsCtx));
  app.register(async (scope) => registerBrowserLoginRoutes(scope, accountsCtx));
  return {
    resolveViewer: createBearerViewerResolver(db, (token) => tokens.verify('at', token)?.userId ?? null),
    checkEditorPassword: async (login, password, client) => {
      const check = await checkCredentials({ login, password, client, allows: (user) => mayWriteContent(user.role) });
      return check.outcome === 'ok' ? { outcome: 'ok', userId: check.user.id } : check;
    },
  };
}
