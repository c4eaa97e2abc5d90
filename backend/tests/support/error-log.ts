import type { FeedImporterOptions } from '../../src/pricing/feeds/feed-import.js';

/** An import's logger keeping the messages of the errors it is given (a pino logger's call shape). */
export const errorMessagesLog = (errors: string[]) =>
  ({
    info: () => {},
    warn: () => {},
    debug: () => {},
    error: (_context: unknown, message: string) => void errors.push(message),
  }) as unknown as FeedImporterOptions['log'];
