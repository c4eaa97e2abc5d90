import fs from 'node:fs';
import { describeDatabase, loadDatabaseConfig } from './database-config.js';
import { rewriteWithPageSize } from './sqlite-pages.js';

/**
 * `npm run sqlite:page-size`: rewrites a SQLite file made by an earlier version with the page
 * size new files get (db/connection.ts), with the service stopped. Reads BACKEND_DATA_DIR like
 * the service; nothing to do on PostgreSQL.
 */
function main(): void {
  const config = loadDatabaseConfig();
  if (config.engine !== 'sqlite') {
    console.log(`${describeDatabase(config)}: PostgreSQL keeps its own page size; nothing to do.`);
    return;
  }
  if (!fs.existsSync(config.file)) throw new Error(`There is no SQLite file at ${config.file} (BACKEND_DATA_DIR).`);
  const started = performance.now();
  const { before, after } = rewriteWithPageSize(config.file);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    before === after
      ? `${config.file} already has ${after}-byte pages.`
      : `Rewrote ${config.file} from ${before}-byte to ${after}-byte pages in ${seconds} s.`,
  );
}

try {
  main();
} catch (error: unknown) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
