import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { databaseConfigOf, openPricingStore } from '../../src/db/pricing-store.js';
import { startWalCheckpointer } from '../../src/db/wal-checkpoints/wal-checkpointer.js';
import { loadFeedConfig } from '../../src/pricing/feeds/feed-config.js';
import { createFeedImporter, type ImportLog, type ImportPhases } from '../../src/pricing/feeds/feed-import.js';
import { createFeedRepository } from '../../src/pricing/feeds/store/feed-store.js';

/**
 * One import in a process of its own, so its memory is its own: prints one JSON line with the
 * report, the wall time of the whole import, of its apply step and of the price facts after it,
 * the CPU time all its threads spent, the resident memory before it started and the peak (see
 * peakResidentKb).
 */
const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    'database-url': { type: 'string' },
    store: { type: 'string' },
    file: { type: 'string' },
  },
});
const store = openPricingStore(
  values['database-url']
    ? { engine: 'postgres', url: values['database-url'], poolSize: 2, statementTimeoutMs: 15 * 60_000 }
    : { engine: 'sqlite', file: path.join(values['data-dir']!, 'backend.sqlite') },
);
// SQLite's checkpoints on their own thread, as the service runs them (src/main.ts).
const database = databaseConfigOf(store.db)!;
const checkpointer =
  database.engine === 'sqlite' && store.sqlite ? startWalCheckpointer(database.file, [store.sqlite]) : null;
let phases: ImportPhases = { stagingSeconds: 0, applySeconds: 0, factsSeconds: 0 };
let revalidationEvents = 0;
const quiet = () => {};
// The import runs on its thread, as the service runs it; its last log line gives where the time went.
const importer = createFeedImporter({
  repository: createFeedRepository(store.db),
  config: { ...loadFeedConfig({}), maxBytes: 4 * 1024 ** 3 },
  notifier: { notify: async () => void revalidationEvents++ },
  log: {
    info: (details: unknown) => {
      if (details && typeof details === 'object' && 'phases' in details) phases = details.phases as ImportPhases;
    },
    warn: quiet,
    error: (details: unknown, message?: string) => console.error(message, details),
    debug: quiet,
  } as ImportLog,
  thread: { database },
});
/**
 * The process's peak resident memory, in KB. On Linux the kernel's VmHWM: getrusage's maxrss
 * survives exec, so a child spawned by a larger parent (the bench, after building a catalogue)
 * would report the parent's size as its own peak.
 */
function peakResidentKb(): number {
  try {
    const peak = /^VmHWM:\s+(\d+) kB$/m.exec(fs.readFileSync('/proc/self/status', 'utf8'));
    if (peak) return Number(peak[1]);
  } catch {
    // Not Linux: getrusage's figure, which is this process's own where exec starts it afresh.
  }
  return process.resourceUsage().maxRSS;
}

async function main(): Promise<void> {
  // Running before the memory is read, as the service's thread is before any import.
  await checkpointer?.running;
  const rssBefore = process.memoryUsage().rss;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const run = await importer.start({
    storeId: Number(values.store),
    source: values.file!,
    trigger: 'command',
    trustedPath: true,
  });
  if (!run.started) throw new Error(`store ${values.store} is importing already`);
  const report = await run.finished;
  const seconds = (performance.now() - started) / 1000;
  // Every thread's: the reader's, the import's and the price facts' rules' as well as this one's.
  const cpu = process.cpuUsage(cpuBefore);
  // What the checkpoint thread still had to copy into the database file once the import was done.
  const checkpointStarted = performance.now();
  await checkpointer?.stop();
  const checkpointSeconds = checkpointer ? (performance.now() - checkpointStarted) / 1000 : null;
  await store.close();
  console.log(
    JSON.stringify({
      seconds,
      stagingSeconds: phases.stagingSeconds,
      applySeconds: phases.applySeconds,
      factsSeconds: phases.factsSeconds,
      checkpointSeconds,
      cpuSeconds: (cpu.user + cpu.system) / 1e6,
      rssBeforeMb: rssBefore / 1024 ** 2,
      maxRssMb: peakResidentKb() / 1024,
      revalidationEvents,
      status: report.status,
      error: report.error,
      counts: report.counts,
    }),
  );
}

void main();
