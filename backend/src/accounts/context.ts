import type { Db } from '../db/connection.js';
import type { ContentConfig } from '../content/public.js';
import type { LimitStore } from '../limits/index.js';
import type { Outbox } from '../mail/outbox.js';
import type { Clock } from './clock.js';
import type { CredentialChecker } from './login/check-credentials.js';
import type { ProductCatalogue } from './pricewise/catalogue.js';
import type { ShopperTokens } from './pricewise/shopper-tokens.js';
import type { MailRequestQueue } from './store/mail-request-repository.js';
import type { TokenService } from './tokens/token-service.js';

/** What every accounts route needs, built once by registerAccountRoutes. */
export interface AccountsContext {
  db: Db;
  /** The content service's settings: the FaustWP secret, this backend's URL, the front end's URL. */
  config: ContentConfig;
  now: Clock;
  tokens: TokenService;
  checkCredentials: CredentialChecker;
  /** pricewise/v1 tokens: issued, checked against the ledger of live ones, revoked. */
  shopperTokens: ShopperTokens;
  /** Per-client and per-address limits of the self-service requests and failed sign-ins, shared by every instance. */
  limits: LimitStore;
  /** Signs the links of account emails (derived from the FaustWP secret). */
  linkKey: Buffer;
  outbox: Outbox;
  /** Sign-up, resend and forgot requests, queued and turned into mail apart from the request. */
  mailRequests: MailRequestQueue;
  /** Which products exist (the pricing service's catalogue), for saved products. */
  catalogue: ProductCatalogue;
}
