import { spawn, type ChildProcess } from 'node:child_process';
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

/** Waits until `url` answers below 500; fails at once, with what it printed, if `child` exits first. */
export async function waitForUrl(
  url: string,
  timeoutMs = 60_000,
  child?: ChildProcess,
  output: () => string = () => '',
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`The server for ${url} exited (${child.exitCode}):\n${output()}`);
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

export interface RunningSite extends RunningProcess {
  /** What the server has printed so far (stdout and stderr). */
  output: () => string;
}

/**
 * The ways an operator can start the built site on a port, each as a command line:
 * - `site-server`: the production server, on the loopback address the tests reach it by;
 * - `next-start`: Next's own server, on every address (Next refuses a loopback IP: README, "Deployment");
 * - `npm-start`: `npm start`'s wrapper (scripts/with-backend.mjs), which starts no backend when the
 *   services' URLs are set, around the production server (its build step left out: one build serves all).
 */
export const SITE_COMMANDS = {
  'site-server': (port: number) => [process.execPath, 'scripts/site-server.mjs', '-H', '127.0.0.1', '-p', String(port)],
  'next-start': (port: number) => [path.join(root, 'node_modules/.bin/next'), 'start', '-p', String(port)],
  'npm-start': (port: number) => [
    process.execPath,
    'scripts/with-backend.mjs',
    '--',
    'node',
    'scripts/site-server.mjs',
    '-p',
    String(port),
  ],
} as const;

export type SiteCommand = keyof typeof SITE_COMMANDS;

/**
 * Another server of the built site, with its own environment (a dead backend URL, say) added to
 * the run's, started as `how` says (the production server unless told).
 */
export async function startSite(
  env: Record<string, string>,
  port?: number,
  how: SiteCommand = 'site-server',
): Promise<RunningSite> {
  const sitePort = port ?? (await freePort());
  const url = `http://127.0.0.1:${sitePort}`;
  const [command, ...args] = SITE_COMMANDS[how](sitePort);
  const child = spawn(command!, args, {
    cwd: root,
    env: { ...process.env, NEXTAUTH_URL: url, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  await waitForUrl(`${url}/favicon.ico`, 60_000, child, () => output);
  return { url, stop: stopper(child), output: () => output };
}

/**
 * A local backend on a given port, over a fresh database in a temporary folder unless one is
 * given; `env` adds to its environment (where to send revalidations, say).
 */
export async function startBackend(
  port: number,
  existingDataDir?: string,
  env: Record<string, string> = {},
): Promise<RunningProcess & { dataDir: string }> {
  const dataDir = existingDataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-backend-'));
  // Node with tsx's loader (as scripts/local-backend.mjs): a stop's SIGTERM reaches the backend itself.
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'backend/src/main.ts')], {
    cwd: root,
    env: { ...process.env, BACKEND_PORT: String(port), BACKEND_DATA_DIR: dataDir, BACKEND_LOG_LEVEL: 'warn', ...env },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForUrl(`${url}/health`, 120_000);
  return { url, dataDir, stop: stopper(child, () => fs.rmSync(dataDir, { recursive: true, force: true })) };
}

/**
 * Writes a generated catalogue of the given size with the project's own generator command. It
 * runs as long as the size takes (the test's timeout is the only bound), without blocking the
 * worker while it does.
 */
export async function generateCatalogue(products: number): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-catalogue-'));
  const generator = spawn(
    path.join(root, 'node_modules/.bin/tsx'),
    [path.join(root, 'backend/src/seed/cli.ts'), '--products', String(products), '--data-dir', dataDir],
    { cwd: root, stdio: 'ignore' },
  );
  const code = await new Promise<number | null>((resolve) => generator.once('exit', resolve));
  if (code !== 0) throw new Error(`catalogue generator exited with ${code}`);
  return dataDir;
}

export interface RunningRedis extends RunningProcess {
  port: number;
  /** Freezes the server (SIGSTOP): connections stay open and nothing is answered. */
  pause: () => void;
  resume: () => void;
}

/** Whether a Redis on loopback answers PING. */
function redisAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.setTimeout(1_000);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    for (const event of ['error', 'timeout']) socket.once(event, () => (socket.destroy(), resolve(false)));
  });
}

/**
 * A real redis-server (PRICEWISE_REDIS_SERVER, found or installed by scripts/test-prerequisites.mjs)
 * on a loopback port, keeping nothing on disk: started again on the same port, it is empty.
 */
export async function startRedis(port?: number): Promise<RunningRedis> {
  const redisPort = port ?? (await freePort());
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-redis-'));
  const binary = process.env.PRICEWISE_REDIS_SERVER || 'redis-server';
  const args = ['--port', String(redisPort), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no'];
  const child = spawn(binary, args, { stdio: 'ignore' });
  const deadline = Date.now() + 10_000;
  while (!(await redisAnswers(redisPort))) {
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`${binary} did not start on port ${redisPort}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url: `redis://127.0.0.1:${redisPort}`,
    port: redisPort,
    pause: () => child.kill('SIGSTOP'),
    resume: () => child.kill('SIGCONT'),
    stop: () => {
      child.kill('SIGCONT'); // a paused server would not act on SIGTERM
      return stopper(child, () => fs.rmSync(dir, { recursive: true, force: true }))();
    },
  };
}

/**
 * The site's development server (`next dev`, Turbopack) on a port, against the backends of the
 * environment it is given; it compiles each page on its first request, which takes a while on a
 * slow machine.
 */
export async function startDevSite(env: Record<string, string>, port: number): Promise<RunningSite> {
  const child = spawn(
    process.execPath,
    [path.join(root, 'node_modules/next/dist/bin/next'), 'dev', '-p', String(port)],
    {
      cwd: root,
      env: { ...process.env, ...env, NEXT_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const url = `http://127.0.0.1:${port}`;
  await waitForUrl(`${url}/favicon.ico`, 300_000);
  return { url, stop: stopper(child), output: () => output };
}
