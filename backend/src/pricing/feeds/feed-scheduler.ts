import type { NotifierLogger } from '../../revalidation/notifier.js';
import { toSeconds } from '../history/time.js';
import type { FeedImporter } from './feed-import.js';
import type { FeedRepository } from './feed-repository.js';

export interface FeedSchedulerOptions {
  repository: FeedRepository;
  importer: FeedImporter;
  log?: NotifierLogger;
  /** How often due feeds are looked for. */
  intervalMs?: number;
  now?: () => Date;
}

/**
 * Imports each store's feed on its schedule. Every instance may run one: a due feed is claimed by
 * moving its next run on in the same statement that finds it, so only one instance imports it, and
 * an instance imports one feed at a time (the machine's cores are the pages' too).
 */
export function createFeedScheduler({
  repository,
  importer,
  log,
  intervalMs = 60_000,
  now = () => new Date(),
}: FeedSchedulerOptions) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;

  async function tick(): Promise<void> {
    for (const feed of await repository.claimDueFeeds(toSeconds(now()), 10)) {
      const started = await importer.start({ storeId: feed.storeId, source: feed.source, trigger: 'schedule' });
      if (started.started) await started.finished;
      else
        log?.info({ feedSchedule: { storeId: feed.storeId, runningId: started.runningId } }, 'store still importing');
    }
  }

  const runTick = () => {
    if (running) return;
    running = tick()
      .catch((error: unknown) => log?.warn({ err: error }, 'scheduled feed imports failed'))
      .finally(() => {
        running = null;
      });
  };

  return {
    start() {
      timer ??= setInterval(runTick, intervalMs);
      runTick();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
