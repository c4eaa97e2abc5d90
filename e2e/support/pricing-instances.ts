import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startPostgres, type PostgresServer } from '../../backend/scripts/postgres-server.mjs';
import { waitForUrl } from './processes';

const root = path.resolve(__dirname, '../..');

/** A pricing service instance (BACKEND_SERVICES=pricing) on PostgreSQL, run by node itself so a kill ends it. */
export interface PricingInstance {
  url: string;
  /** Whether the process is still running. */
  alive: () => boolean;
  output: () => string;
  /** Ends it at once (SIGKILL): no shutdown, no cleanup, as a crashed machine would. */
  kill: () => Promise<void>;
  stop: () => Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

export async function startPricingInstance(port: number, env: Record<string, string>): Promise<PricingInstance> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-pricing-'));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'backend/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      BACKEND_PORT: String(port),
      BACKEND_DATA_DIR: dataDir,
      BACKEND_SERVICES: 'pricing',
      BACKEND_LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk: Buffer) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const done = exited(child).then(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  await waitForUrl(`${url}/health`, 120_000, child, () => output);
  return {
    url,
    alive: () => child.exitCode === null && child.signalCode === null,
    output: () => output,
    kill: async () => {
      child.kill('SIGKILL');
      await done;
    },
    stop: async () => {
      child.kill('SIGTERM');
      await done;
    },
  };
}

/** PostgreSQL in a temporary folder with an empty database for the pricing service. */
export async function startPricingDatabase(): Promise<{ server: PostgresServer; url: string }> {
  const server = await startPostgres();
  const admin = new pg.Client({ connectionString: server.url() });
  await admin.connect();
  try {
    await admin.query('CREATE DATABASE pricewise');
  } finally {
    await admin.end();
  }
  return { server, url: server.url('pricewise') };
}

/** The rows of one query on the database at `url`. */
export async function query<T>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/**
 * An SMTP server that accepts connections and never says a word: a send to it hangs until the
 * client gives up. `connected` resolves at the first connection (a worker is mid-send).
 */
export async function startSilentSmtpServer(): Promise<{ url: string; connected: Promise<void>; stop: () => void }> {
  const sockets = new Set<net.Socket>();
  let onConnection = () => {};
  const connected = new Promise<void>((resolve) => (onConnection = resolve));
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    onConnection();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    connected,
    stop: () => {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}
