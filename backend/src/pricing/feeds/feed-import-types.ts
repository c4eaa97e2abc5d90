/** What an import is asked, how it logs and what it measures: shared by the importer and its thread. */
import type { NotifierLogger } from '../../revalidation/notifier.js';
import type { ImportTrigger } from './feed-repository.js';

export interface ImportRequest {
  storeId: number;
  source: string;
  trigger: ImportTrigger;
  /** Accept a feed that lost more than half its items. */
  allowShrink?: boolean;
  /** A file path typed by an operator (the command line), not limited to the feeds folder. */
  trustedPath?: boolean;
}

export type ImportLog = NotifierLogger & { error: NotifierLogger['warn'] };

/** Where an import's time went, in seconds: reading and staging, the apply transaction, the price facts after it. */
export interface ImportPhases {
  stagingSeconds: number;
  applySeconds: number;
  factsSeconds: number;
}
