import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../backend/src/db/connection.js';
import { buildServer, type ServerOptions } from '../../backend/src/http/server.js';
import { openSeededDatabase } from '../support/seeded-database.js';

export interface TestBackend {
  db: Db;
  app: FastifyInstance;
  baseUrl: string;
  dataDir: string;
  close: () => Promise<void>;
}

/** A real backend on a random loopback port over a fresh, seeded database in a temp folder. */
export async function startTestBackend(options: Pick<ServerOptions, 'trustedProxies'> = {}): Promise<TestBackend> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backend-test-'));
  const db = openSeededDatabase(path.join(dataDir, 'backend.sqlite'));
  const app = buildServer({ db, logLevel: 'silent', ...options });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('backend did not bind a TCP port');
  return {
    db,
    app,
    dataDir,
    baseUrl: `http://127.0.0.1:${address.port}`,
    close: async () => {
      await app.close();
      db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
