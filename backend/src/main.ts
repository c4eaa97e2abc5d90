import { loadBackendConfig } from './config.js';
import { openDatabase } from './db/connection.js';
import { migrate } from './db/migrate.js';
import { allMigrations } from './db/schema.js';
import { buildServer } from './http/server.js';
import nodemailer from 'nodemailer';
import { openLimitStore } from './limits/index.js';
import { createMailWorker } from './mail/mail-worker.js';
import { alertConfig } from './pricing/alerts/alert-config.js';
import { refreshQueuedPriceFacts } from './pricing/history/price-facts.js';
import { seedDatabase } from './seed/index.js';

async function main(): Promise<void> {
  // Every section read and validated here, once: a bad value stops the process with the variable's name.
  const { server: config, mail, limits: limitsConfig, ...sections } = loadBackendConfig();
  alertConfig(sections.alerts);
  const db = openDatabase(config.databaseFile);
  const migrated = migrate(db, allMigrations);
  const seeded = seedDatabase(db);
  // Price changes written around the offer write path (plain SQL, an import) were queued by the
  // triggers; their reference prices and deals catch up here.
  const refreshedPriceFacts = refreshQueuedPriceFacts(db);

  // Redis when REDIS_URL is set (every instance shares it), else the database.
  const limits = await openLimitStore(db, limitsConfig);
  const app = buildServer({
    db,
    logLevel: config.logLevel,
    trustedProxies: config.trustedProxies,
    limits,
    ...sections,
  });
  app.log.info({ limits: limitsConfig.redisUrl ? 'redis' : 'database' }, 'request limits');
  app.log.info({ databaseFile: config.databaseFile, migrated, seeded, refreshedPriceFacts }, 'database ready');

  // Without SMTP_URL the outbox keeps every email (alerts and account mail) and the site shows
  // alert notifications.
  const mailWorker = mail.smtpUrl
    ? createMailWorker({ db, transport: nodemailer.createTransport(mail.smtpUrl), from: mail.mailFrom, log: app.log })
    : null;
  mailWorker?.start();
  app.log.info({ mail: mailWorker ? 'smtp' : 'outbox only (SMTP_URL unset)' }, 'mail');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await mailWorker?.stop();
    await limits.close();
    db.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    db.close();
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
