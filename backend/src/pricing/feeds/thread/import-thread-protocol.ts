import type { DatabaseConfig } from '../../../db/database-config.js';
import type { RevalidationEvent } from '../../../revalidation/notifier.js';
import type { FeedConfig } from '../feed-config.js';
import type { ImportReport } from '../feed-repository.js';
import type { ImportRequest } from '../feed-import-types.js';

/** What the import's thread is given: an import already started (claimed), and where its data is. */
export interface ImportThreadJob {
  database: DatabaseConfig;
  config: FeedConfig;
  importId: number;
  request: ImportRequest;
}

export type LogLevel = 'info' | 'warn' | 'error' | 'debug';

/**
 * The thread's messages: a line for the service's log, products to tell the site of, alert mail
 * queued (for the service's mail workers), the report.
 */
export type ImportThreadMessage =
  | { type: 'log'; level: LogLevel; details: object; message: string }
  | { type: 'notify'; id: number; event: RevalidationEvent }
  | { type: 'mail-queued' }
  | { type: 'finished'; report: ImportReport };

/** The service's answer to a `notify`: the site was told (or telling it failed and was logged). */
export interface NotifiedMessage {
  type: 'notified';
  id: number;
}
