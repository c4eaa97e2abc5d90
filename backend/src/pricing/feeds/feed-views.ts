import { isoTime } from '../history/time.js';
import type { ImportReport, StoreFeed } from './feed-repository.js';

/** A store's feed as the back office answers it (times ISO-8601). */
export const feedView = (feed: StoreFeed) => ({
  storeId: feed.storeId,
  source: feed.source,
  everyMinutes: feed.everyMinutes,
  nextRunAt: feed.nextRunAt === null ? null : isoTime(feed.nextRunAt),
});

/** An import as the back office answers it: the report with ISO times. */
export function importView<Run extends Omit<ImportReport, 'problems' | 'problemsOmitted'>>(run: Run) {
  return {
    ...run,
    startedAt: isoTime(run.startedAt),
    finishedAt: run.finishedAt === null ? null : isoTime(run.finishedAt),
  };
}
