import { isoTime } from '../history/time.js';
import type { ImportReport, StoreFeed } from './feed-repository.js';

/**
 * A feed's source as the back office and the logs show it: the user name and password of a URL
 * that carries them (`https://user:password@host/feed`, the Basic authentication a store's private
 * feed asks for) hidden as `***`, since a report or a log line is read by more people than set it.
 * The authority ends at the first `/`, `?`, `#` or `\`; its user part at the last `@` before that.
 */
export function shownSource(source: string): string {
  return source.replace(/^(https?:\/\/)[^/?#\\]*@/i, '$1***@');
}

/** A store's feed as the back office answers it (times ISO-8601). */
export const feedView = (feed: StoreFeed) => ({
  storeId: feed.storeId,
  source: shownSource(feed.source),
  everyMinutes: feed.everyMinutes,
  nextRunAt: feed.nextRunAt === null ? null : isoTime(feed.nextRunAt),
});

/** An import as the back office answers it: the report with ISO times. */
export function importView<Run extends Omit<ImportReport, 'problems' | 'problemsOmitted'>>(run: Run) {
  return {
    ...run,
    source: shownSource(run.source),
    startedAt: isoTime(run.startedAt),
    finishedAt: run.finishedAt === null ? null : isoTime(run.finishedAt),
  };
}
