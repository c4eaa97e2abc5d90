import type { DatabaseConfig } from '../../db/database-config.js';
import type { RevalidationNotifier } from '../../revalidation/notifier.js';
import { toSeconds } from '../history/time.js';
import type { FeedConfig } from './feed-config.js';
import { FeedError } from './feed-errors.js';
import type { FeedRepository, ImportCounts, ImportReport, StagedItem } from './feed-repository.js';
import { brandMpnKey, decideMatch } from './matching.js';
import { readFeedInThread } from './read/feed-reader.js';
import { watchRepeats } from './repeat-suspects.js';
import { runImportInThread } from './thread/import-thread.js';
import { validatedBatches, type ValidatedBatch } from './validated-batches.js';
import type { ImportLog, ImportPhases, ImportRequest } from './feed-import-types.js';
import { shownSource } from './feed-views.js';

export type { ImportLog, ImportPhases, ImportRequest } from './feed-import-types.js';

/** The report keeps this many problems; the counts cover them all. */
export const REPORT_PROBLEMS = 1_000;
/** The site's revalidation endpoint takes at most this many product ids an event. */
export const REVALIDATION_BATCH = 200;
/** Items validated, matched and staged together. */
const STAGING_BATCH = 2_000;
/**
 * The parser's chunks read ahead of the batch being staged: a 64 KB chunk of a file (PARSE_CHUNK_BYTES)
 * holds about 120 items, so about two batches. Each waits in the import's heap once received.
 */
const CHUNKS_AHEAD = 32;
const LEASE_SECONDS = 600;
const RENEW_EVERY_MS = 60_000;

export interface FeedImporterOptions {
  repository: FeedRepository;
  config: FeedConfig;
  notifier: RevalidationNotifier;
  log?: ImportLog;
  now?: () => Date;
  /**
   * Given, each import runs on a thread of its own over connections of its own to `database`
   * (thread/import-thread.ts): its heap is bounded apart from the requests', and on SQLite the
   * service goes on answering reads while it writes. The service and the command line give it;
   * without it the import runs here (tests that replace one of the repository's steps).
   */
  thread?: { database: DatabaseConfig; heapMb?: number };
}

export type StartedImport =
  | {
      started: true;
      importId: number;
      /** The import as it started (running), without problems. */
      run: Omit<ImportReport, 'problems' | 'problemsOmitted'>;
      finished: Promise<ImportReport>;
    }
  | { started: false; runningId: number };

type StagingCounts = Pick<ImportCounts, 'items' | 'matched' | 'unmatched' | 'invalid' | 'warnings'>;

/**
 * The batch's items matched to products: by GTIN, else by brand + MPN, else a new product where the
 * store's category map says where; the unmatched are added to the batch's problems.
 */
async function matchBatch(
  repository: FeedRepository,
  categoryMap: ReadonlyMap<string, number>,
  { items, problems }: ValidatedBatch,
  counts: StagingCounts,
): Promise<StagedItem[]> {
  const byGtin = await repository.productsByGtin(items.flatMap((item) => (item.gtin ? [item.gtin] : [])));
  // Brand + MPN decides only where the GTIN found nothing: most items of a known catalogue
  // need neither their key worked out nor looked up.
  const keys = items.map((item) => (item.gtin && byGtin.has(item.gtin) ? null : brandMpnKey(item.brand, item.mpn)));
  const byBrandMpn = await repository.productsByBrandMpn(keys.filter((key): key is string => key !== null));
  return items.map((item, index) => {
    const key = keys[index];
    const decision = decideMatch(
      item,
      {
        byGtin: item.gtin ? (byGtin.get(item.gtin) ?? null) : null,
        byBrandMpn: (key && byBrandMpn.get(key)) || [],
      },
      categoryMap,
    );
    if (decision.kind === 'unmatched')
      problems.push({ row: item.row, itemId: item.id, kind: 'unmatched', field: null, message: decision.reason });
    else counts.matched++;
    return {
      position: item.row,
      itemId: item.id,
      productId: decision.kind === 'product' ? decision.productId : null,
      newProduct:
        decision.kind === 'new-product'
          ? {
              gtin: decision.gtin,
              categoryId: decision.categoryId,
              title: decision.title,
              brand: decision.brand,
              mpn: item.mpn,
              imageLink: item.imageLink,
            }
          : null,
      price: item.price,
      originalPrice: item.originalPrice,
      shippingCost: item.shippingCost,
      inStock: item.inStock,
      url: item.link,
    };
  });
}

/**
 * Imports stores' feeds: the feed streams through the reader, each batch of items is validated,
 * matched and staged; then, if no row was invalid and the feed did not shrink by more than half,
 * the repository applies everything in one transaction; last, the site is told which products
 * changed, 200 at a time. Any failure leaves the catalogue as it was and says why in the report.
 */
export function createFeedImporter({
  repository,
  config,
  notifier,
  log,
  now = () => new Date(),
  thread,
}: FeedImporterOptions) {
  async function stage(importId: number, request: ImportRequest, counts: StagingCounts): Promise<void> {
    const categoryMap = new Map(
      (await repository.getCategoryMap(request.storeId)).map((entry) => [entry.feedCategory, entry.categoryId]),
    );
    let problemRoom = REPORT_PROBLEMS;
    const repeats = watchRepeats();
    let renewedAt = Date.now();
    const { maxBytes, timeoutMs, allowedNetworks, filesDir } = config;
    const rows = readFeedInThread({
      source: request.source,
      config: { maxBytes, timeoutMs, allowedNetworks, filesDir },
      trustedPath: request.trustedPath ?? false,
      ahead: CHUNKS_AHEAD,
    });
    // Each batch is matched while the one before it is written: on PostgreSQL the lookups and the
    // write run on the pool's two connections, each in a server process of its own.
    let writing: Promise<void> = Promise.resolve();
    try {
      for await (const batch of validatedBatches(rows, STAGING_BATCH)) {
        const staged = await matchBatch(repository, categoryMap, batch, counts);
        for (const item of staged) repeats.note(item);
        counts.items += batch.rows;
        for (const problem of batch.problems) {
          if (problem.kind === 'invalid') counts.invalid++;
          else if (problem.kind === 'unmatched') counts.unmatched++;
          else if (problem.kind === 'warning') counts.warnings++;
        }
        // The report's room for problems is what the batches before this one left.
        await writing;
        writing = repository.stageItems(importId, staged, batch.problems, problemRoom).then(({ stored }) => {
          problemRoom -= stored;
        });
        // Awaited with the next batch, or below; a failure then fails the staging.
        writing.catch(() => undefined);
        if (Date.now() - renewedAt > RENEW_EVERY_MS) {
          renewedAt = Date.now();
          await repository.renewLease(importId, toSeconds(now()) + LEASE_SECONDS);
        }
      }
      await writing;
    } finally {
      // A failed staging is reported, and its rows pruned, only once its last write is over.
      await writing.catch(() => undefined);
    }
    const checked = await repository.checkStaged(importId, problemRoom, repeats.suspects());
    counts.invalid += checked.invalid;
    // A row invalid in a way only the check found (its id seen before) no longer counts as matched.
    counts.matched -= checked.invalidMatched;
    counts.warnings += checked.warnings;
  }

  async function revalidate(importId: number): Promise<void> {
    let told = 0;
    for (let after = 0; ;) {
      const productIds = await repository.changedProducts(importId, after, REVALIDATION_BATCH);
      if (!productIds.length) break;
      await notifier.notify({ event: 'prices.changed', productIds }, log);
      told += productIds.length;
      after = productIds.at(-1)!;
    }
    await repository.finishRevalidation(importId, told, toSeconds(now()));
  }

  async function run(importId: number, request: ImportRequest): Promise<ImportReport> {
    const counts: StagingCounts = { items: 0, matched: 0, unmatched: 0, invalid: 0, warnings: 0 };
    const phases: ImportPhases = { stagingSeconds: 0, applySeconds: 0, factsSeconds: 0 };
    const timed = async <T>(phase: keyof ImportPhases, work: () => Promise<T>): Promise<T> => {
      const started = performance.now();
      try {
        return await work();
      } finally {
        phases[phase] += (performance.now() - started) / 1000;
      }
    };
    try {
      await timed('stagingSeconds', () => stage(importId, request, counts));
      if (counts.invalid > 0) {
        const rows = counts.invalid === 1 ? '1 row is' : `${counts.invalid} rows are`;
        await repository.failImport(
          importId,
          `${rows} invalid (see the problems): nothing was changed`,
          counts,
          toSeconds(now()),
        );
      } else {
        const store = await repository.findStore(request.storeId);
        if (!store) throw new FeedError('file', `store ${request.storeId} no longer exists`);
        const applied = await timed('applySeconds', () => repository.applyImport(importId, store, counts, now()));
        // Committed: whatever happens while refreshing the price facts or telling the site, the import stays a success.
        if (applied.status === 'succeeded') {
          await timed('factsSeconds', () => repository.refreshPriceFacts(toSeconds(now())))
            .then(() => revalidate(importId))
            .catch(async (error: unknown) => {
              log?.error({ err: error, feedImport: { importId } }, 'telling the site of an import failed');
              await repository.finishRevalidation(importId, 0, toSeconds(now()));
            });
          // Reads sum a key's rows whether folded or not: a failure here costs speed, never a count.
          await repository.compactListingCounts().catch((error: unknown) => {
            log?.error({ err: error, feedImport: { importId } }, 'folding the listing counts after an import failed');
          });
        }
      }
    } catch (error) {
      const message = error instanceof FeedError ? error.message : 'the import failed on the server; see its log';
      if (!(error instanceof FeedError)) log?.error({ err: error, feedImport: { importId } }, 'feed import failed');
      await repository.failImport(importId, message, counts, toSeconds(now()));
    }
    await repository.pruneStagedItems(request.storeId);
    const report = (await repository.getImport(request.storeId, importId))!;
    log?.info(
      { feedImport: { ...report, source: shownSource(report.source), problems: undefined }, phases },
      'feed import finished',
    );
    return report;
  }

  return {
    /** Starts an import now; `finished` gives its report. One import per store at a time. */
    async start(request: ImportRequest): Promise<StartedImport> {
      const at = toSeconds(now());
      const started = await repository.startImport(
        {
          storeId: request.storeId,
          source: request.source,
          trigger: request.trigger,
          allowShrink: request.allowShrink ?? false,
        },
        at,
        at + LEASE_SECONDS,
      );
      if (!started.started) return started;
      // Read before it runs: an import that fails at once (a 404 feed) is still reported as started.
      const {
        problems: _problems,
        problemsOmitted: _omitted,
        ...startedRun
      } = (await repository.getImport(request.storeId, started.importId))!;
      const finished = thread
        ? runImportInThread(
            { database: thread.database, config, importId: started.importId, request },
            { repository, notifier, log, now, heapMb: thread.heapMb },
          )
        : run(started.importId, request);
      return { started: true, importId: started.importId, run: startedRun, finished };
    },
    /** Runs an import `start` began, here; what the import's thread does. */
    run,
  };
}

export type FeedImporter = ReturnType<typeof createFeedImporter>;
