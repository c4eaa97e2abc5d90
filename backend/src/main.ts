import { sql } from 'kysely';
import { loadBackendConfig } from './config.js';
import { createAvailabilityMonitor, isDatabaseUnavailable } from './db/availability.js';
import { openDatabase, type Db } from './db/connection.js';
import { describeDatabase } from './db/database-config.js';
import { migrate } from './db/migrate.js';
import { migratePricingData } from './db/pricing-migrator.js';
import { preparePricingData } from './db/prepare-pricing-data.js';
import { openPricingStore, type PricingStore } from './db/pricing-store.js';
import { allMigrations } from './db/schema.js';
import { startWalCheckpointers } from './db/wal-checkpoints/wal-checkpointer.js';
import { buildServer } from './http/server.js';
import { openLimitStore, type LimitStore } from './limits/index.js';
import { createMailWorker } from './mail/mail-worker.js';
import { createSmtpTransport } from './mail/smtp-transport.js';
import { alertConfig } from './pricing/alerts/alert-config.js';
import { createFeedImporter } from './pricing/feeds/feed-import.js';
import { createFeedScheduler } from './pricing/feeds/feed-scheduler.js';
import { createFeedRepository } from './pricing/feeds/store/feed-store.js';
import { createNotifier } from './revalidation/notifier.js';
import { seedContentData } from './seed/index.js';

/** How long start-up waits for a database that does not answer yet (a cluster starting together). */
const DATABASE_WAIT_MS = 60_000;

/** Start-up's messages go to the server's logger once it exists, to the console before. */
const startupLog = {
  target: null as null | {
    warn: (details: object, message: string) => void;
    info: (details: object, message: string) => void;
  },
  warn(details: object, message: string) {
    if (this.target) this.target.warn(details, message);
    else console.warn(message, details);
  },
  info(details: object, message: string) {
    if (this.target) this.target.info(details, message);
    else console.log(message, details);
  },
};

async function waitForDatabase(store: PricingStore): Promise<void> {
  const deadline = Date.now() + DATABASE_WAIT_MS;
  for (let said = false; ;) {
    try {
      await sql`SELECT 1`.execute(store.db);
      return;
    } catch (error) {
      if (!isDatabaseUnavailable(error) || Date.now() > deadline) throw error;
      if (!said) startupLog.warn({ err: String(error) }, 'waiting for the pricing database');
      said = true;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  }
}

async function main(): Promise<void> {
  // Every section read and validated here, once: a bad value stops the process with the variable's name.
  const { server: config, mail, database, limits: limitsConfig, ...sections } = loadBackendConfig();
  alertConfig(sections.alerts);
  const migrated: string[] = [];
  const seeded: string[] = [];
  let refreshedPriceFacts = 0;

  // The pricing service's data: PostgreSQL (DATABASE_URL) or the SQLite file.
  const availability = createAvailabilityMonitor(startupLog);
  const pricing = config.services.pricing
    ? openPricingStore(database, {
        onIdleError: (error) => {
          if (isDatabaseUnavailable(error)) availability.onConnectionError(error);
          else startupLog.warn({ err: String(error) }, 'an idle database connection failed');
        },
        onQuery: (event) => availability.onQuery(event),
        onConnectError: (error) => availability.onConnectionError(error),
      })
    : null;
  if (pricing) {
    await waitForDatabase(pricing);
    const prepared = await preparePricingData(database, pricing);
    migrated.push(...prepared.migrated);
    seeded.push(...prepared.seeded);
    refreshedPriceFacts = prepared.refreshedPriceFacts;
  }

  // The content service's SQLite file, which also holds its account mail's outbox (its schema is
  // the pricing data's migrations on SQLite: the same file and store when pricing runs on it too).
  let contentDb: Db | null = null;
  let contentOutbox: PricingStore | null = null;
  let limits: LimitStore | null = null;
  if (config.services.content) {
    const sharesFile = database.engine === 'sqlite' && database.file === config.databaseFile && pricing !== null;
    contentOutbox = sharesFile ? pricing : openPricingStore({ engine: 'sqlite', file: config.databaseFile });
    if (!sharesFile) migrated.push(...(await migratePricingData(contentOutbox)));
    contentDb = openDatabase(config.databaseFile);
    migrated.push(...migrate(contentDb, allMigrations));
    seeded.push(...seedContentData(contentDb));
    // The accounts service's request limits: Redis when REDIS_URL is set (every instance shares
    // it), else the content file.
    limits = await openLimitStore(contentDb, limitsConfig);
  }

  const app = buildServer({
    ...(contentDb ? { contentDb } : {}),
    ...(pricing ? { pricingDb: pricing.db } : {}),
    ...(config.pricingServiceUrl ? { pricingServiceUrl: config.pricingServiceUrl } : {}),
    ...(limits ? { limits } : {}),
    logLevel: config.logLevel,
    trustedProxies: config.trustedProxies,
    ...sections,
  });
  startupLog.target = app.log;
  // SQLite's checkpoints on a thread of their own: no request waits for one in its commit.
  const checkpointers = startWalCheckpointers(
    [
      ...(database.engine === 'sqlite' ? [[database.file, pricing?.sqlite] as const] : []),
      [config.databaseFile, contentDb],
      [config.databaseFile, contentOutbox?.sqlite],
    ],
    { onFailure: (err, file) => app.log.error({ err, file }, 'SQLite checkpoints are back in the commits') },
  );
  if (limits) app.log.info({ limits: limitsConfig.redisUrl ? 'redis' : 'database' }, 'request limits');
  app.log.info(
    {
      services: Object.entries(config.services).flatMap(([name, on]) => (on ? [name] : [])),
      pricingDatabase: pricing ? describeDatabase(database) : null,
      contentDatabase: contentDb ? config.databaseFile : null,
      migrated,
      seeded,
      refreshedPriceFacts,
    },
    'database ready',
  );

  // Without SMTP_URL the outboxes keep every email (alerts and account mail) and the site shows
  // alert notifications. Each database with an outbox gets a worker; on PostgreSQL every instance
  // runs one, and each message goes to whichever claims it first.
  const outboxes = [...new Set([pricing, contentOutbox].filter((store): store is PricingStore => store !== null))];
  const workers = mail.smtpUrl
    ? outboxes.map((store) =>
        createMailWorker({
          db: store.db,
          transport: createSmtpTransport(mail.smtpUrl!, mail.leaseSeconds),
          from: mail.mailFrom,
          leaseSeconds: mail.leaseSeconds,
          log: app.log,
        }),
      )
    : [];
  workers.forEach((worker) => worker.start(mail.pollSeconds * 1000));
  app.log.info({ mail: workers.length > 0 ? 'smtp' : 'outbox only (SMTP_URL unset)' }, 'mail');

  // Stores' feeds on their schedules: every pricing instance may run them (a due feed is claimed
  // by one); FEED_SCHEDULE=off leaves them to the others.
  const feedRepository = pricing ? createFeedRepository(pricing.db) : null;
  const feedScheduler =
    feedRepository && sections.feeds.schedule
      ? createFeedScheduler({
          repository: feedRepository,
          importer: createFeedImporter({
            repository: feedRepository,
            config: sections.feeds,
            notifier: createNotifier(sections.revalidation, app.log),
            log: app.log,
            thread: { database },
          }),
          log: app.log,
        })
      : null;

  const closeStores = async () => {
    await Promise.all(checkpointers.map((checkpointer) => checkpointer.stop()));
    await limits?.close();
    contentDb?.close();
    for (const store of new Set([contentOutbox, pricing])) await store?.close();
  };
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await feedScheduler?.stop();
    await Promise.all(workers.map((worker) => worker.stop()));
    await closeStores();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    await app.listen({ host: config.host, port: config.port });
    feedScheduler?.start();
  } catch (error) {
    await closeStores();
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      console.error(
        `Port ${config.port} on ${config.host} is already in use. Stop whatever is using it, or set BACKEND_PORT to a free port.`,
      );
      process.exit(1);
    }
    throw error;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
