import type { Db } from '../db/connection.js';
import type { ContentConfig } from '../content/config.js';
import type { Clock } from './clock.js';
import type { CredentialChecker } from './login/check-credentials.js';
import type { TokenService } from './tokens/token-service.js';

/** What every accounts route needs, built once by registerAccountRoutes. */
export interface AccountsContext {
  db: Db;
  /** The content service's settings: the FaustWP secret, this backend's URL, the front end's URL. */
  config: ContentConfig;
  now: Clock;
  tokens: TokenService;
  checkCredentials: CredentialChecker;
}
