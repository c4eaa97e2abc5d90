import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export async function waitForUrl(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { redirect: 'manual' });
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export interface RunningProcess {
  url: string;
  stop: () => Promise<void>;
}

function stopper(child: ChildProcess, cleanup?: () => void) {
  return () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) {
        cleanup?.();
        return resolve();
      }
      child.once('exit', () => {
        cleanup?.();
        resolve();
      });
      child.kill('SIGTERM');
    });
}

/** A second production server of the built site, with its own environment (e.g. a dead backend URL). */
export async function startSite(env: Record<string, string>, port?: number): Promise<RunningProcess> {
  port ??= await freePort();
  const child = spawn(path.join(root, 'node_modules/.bin/next'), ['start', '-p', String(port)], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForUrl(`${url}/favicon.ico`);
  return { url, stop: stopper(child) };
}

/** A local backend on a given port, over a fresh database in a temporary folder unless one is given. */
export async function startBackend(port: number, existingDataDir?: string, env: Record<string, string> = {}): Promise<RunningProcess & { dataDir: string }> {
  const dataDir = existingDataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-backend-'));
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'backend/src/main.ts')], {
    cwd: root,
    env: { ...process.env, BACKEND_PORT: String(port), BACKEND_DATA_DIR: dataDir, BACKEND_LOG_LEVEL: 'warn', ...env },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForUrl(`${url}/health`, 120_000);
  return { url, dataDir, stop: stopper(child, () => fs.rmSync(dataDir, { recursive: true, force: true })) };
}

/** Writes a generated catalogue of the given size with the project's own generator command. */
export function generateCatalogue(products: number): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-catalogue-'));
  const result = spawnSync(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'backend/src/seed/cli.ts'), '--products', String(products), '--data-dir', dataDir], {
    cwd: root,
    stdio: 'ignore',
    timeout: 120_000,
  });
  if (result.status !== 0) throw new Error(`catalogue generator exited with ${result.status}`);
  return dataDir;
}
