import path from 'node:path';
import Database from 'better-sqlite3';
import { startMailCatcher, type MailCatcher } from './mail-catcher';
import { freePort, startBackend, startSite, type RunningProcess } from './processes';

/**
 * A site of its own for the account journeys that read email: the built site on a free port, and
 * a fresh local backend that sends its mail to an SMTP server the test reads, with links pointing
 * at that site.
 */
export interface AccountStack {
  siteUrl: string;
  /** The backend: pricing and accounts (its admin endpoint changes prices). */
  backendUrl: string;
  mail: MailCatcher;
  /** Runs SQL against the backend's database (to age a link, or to see that data is gone). */
  sql: <T = unknown>(query: string, ...params: unknown[]) => T[];
  stop: () => Promise<void>;
}

export async function startAccountStack(): Promise<AccountStack> {
  const mail = await startMailCatcher();
  const [sitePort, backendPort] = [await freePort(), await freePort()];
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  const started: RunningProcess[] = [];
  try {
    const backend = await startBackend(backendPort, undefined, { SMTP_URL: mail.url, CONTENT_FRONTEND_URL: siteUrl, SITE_PUBLIC_URL: siteUrl });
    started.push(backend);
    started.push(await startSite({ NEXT_PUBLIC_WORDPRESS_URL: backend.url, PRICING_API_URL: backend.url }, sitePort));
    const file = path.join(backend.dataDir, 'backend.sqlite');
    return {
      siteUrl,
      backendUrl: backend.url,
      mail,
      sql: (query, ...params) => {
        const db = new Database(file);
        try {
          const statement = db.prepare(query);
          return (statement.reader ? statement.all(...params) : (statement.run(...params), [])) as never;
        } finally {
          db.close();
        }
      },
      stop: async () => {
        for (const process of started.reverse()) await process.stop();
        await mail.stop();
      },
    };
  } catch (error) {
    for (const process of started.reverse()) await process.stop();
    await mail.stop();
    throw error;
  }
}
