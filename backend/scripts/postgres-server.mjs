// A private PostgreSQL server in a temporary folder, for the tests, the end-to-end fault tests,
// `npm run start:cluster` and the benchmarks: never the system's own cluster (Debian's package
// starts one on 5432). Debian's binaries live in /usr/lib/postgresql/<version>/bin, off the PATH;
// initdb refuses to run as root, so as root the server runs as the `postgres` user (runuser) on a
// folder that user owns.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';

const PROGRAMS = ['initdb', 'pg_ctl', 'postgres'];

/**
 * A running server: `url` names a database on it; `stop` and `start` keep its data.
 * @typedef {object} PostgresServer
 * @property {number} port
 * @property {(database?: string) => string} url
 * @property {() => string} log
 * @property {() => void} stop
 * @property {() => void} start
 * @property {() => void} remove
 */

/** @param {string} dir */
const hasPrograms = (dir) => PROGRAMS.every((name) => fs.existsSync(path.join(dir, name)));

/**
 * The folder of initdb, pg_ctl and postgres: PRICEWISE_POSTGRES_BIN, else Debian's newest, else the PATH's.
 * @returns {string | null}
 */
export function findPostgresBin() {
  const configured = process.env.PRICEWISE_POSTGRES_BIN;
  if (configured) return hasPrograms(configured) ? configured : null;
  const debian = '/usr/lib/postgresql';
  if (fs.existsSync(debian)) {
    const versions = fs
      .readdirSync(debian)
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a));
    for (const version of versions) {
      const dir = path.join(debian, version, 'bin');
      if (hasPrograms(dir)) return dir;
    }
  }
  for (const dir of (process.env.PATH || '').split(path.delimiter)) if (dir && hasPrograms(dir)) return dir;
  return null;
}

/** @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * @param {string} bin
 * @param {string} program
 * @param {string[]} args
 * @returns {string}
 */
function run(bin, program, args) {
  const command = isRoot() ? 'runuser' : path.join(bin, program);
  const fullArgs = isRoot() ? ['-u', 'postgres', '--', path.join(bin, program), ...args] : args;
  const result = spawnSync(command, fullArgs, { encoding: 'utf8', cwd: os.tmpdir() });
  if (result.status !== 0) {
    throw new Error(
      `${program} ${args.join(' ')} failed (${result.status}): ${(result.stderr || result.stdout || '').trim()}`,
    );
  }
  return result.stdout;
}

/**
 * @param {string} bin
 * @param {string} data
 */
function initialise(bin, data) {
  run(bin, 'initdb', [
    '-D',
    data,
    '-A',
    'trust',
    '-U',
    'postgres',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
    '--no-instructions',
  ]);
}

/**
 * Starts a server on a loopback port with its data and socket in a new temporary folder, or in
 * `dir` (made on first use and kept: a benchmark's catalogue outlives the run). `fast` turns
 * durability off (fsync, synchronous commit): for tests, whose data is thrown away.
 * Returns its URL base and stop/start, which keep the data (a test stops the database mid-way and
 * starts it again); `remove` stops it and deletes a temporary folder.
 * @param {{ port?: number, fast?: boolean, settings?: Record<string, string>, dir?: string }} [options]
 * @returns {Promise<PostgresServer>}
 */
export async function startPostgres({ port, fast = true, settings = {}, dir: keptDir } = {}) {
  const bin = findPostgresBin();
  if (!bin) {
    throw new Error(
      'PostgreSQL is not installed: apt-get install -y postgresql (or set PRICEWISE_POSTGRES_BIN to the folder of initdb and pg_ctl).',
    );
  }
  const serverPort = port ?? (await freePort());
  const dir = keptDir ? path.resolve(keptDir) : fs.mkdtempSync(path.join(os.tmpdir(), 'pricewise-postgres-'));
  fs.mkdirSync(dir, { recursive: true });
  if (isRoot()) {
    fs.chmodSync(dir, 0o755);
    const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    if (!Number.isInteger(uid))
      throw new Error("running as root needs a postgres user (Debian's postgresql package makes one)");
    fs.chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  // A kept folder is made once: its server starts again on the data it holds.
  if (!fs.existsSync(path.join(data, 'PG_VERSION'))) initialise(bin, data);
  const options = {
    listen_addresses: '127.0.0.1',
    unix_socket_directories: dir,
    ...(fast ? { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' } : {}),
    ...settings,
  };
  const flags = [`-p ${serverPort}`, ...Object.entries(options).map(([key, value]) => `-c ${key}=${value}`)].join(' ');
  const start = () => {
    run(bin, 'pg_ctl', ['-D', data, '-o', flags, '-l', path.join(dir, 'log'), '-w', '-t', '60', 'start']);
  };
  const stop = () => {
    run(bin, 'pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  };
  start();
  let running = true;
  return {
    port: serverPort,
    /** A URL for a database on this server. */
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${serverPort}/${database}`,
    log: () => fs.readFileSync(path.join(dir, 'log'), 'utf8'),
    stop: () => {
      if (running) stop();
      running = false;
    },
    start: () => {
      if (!running) start();
      running = true;
    },
    remove: () => {
      try {
        if (running) stop();
      } finally {
        running = false;
        if (!keptDir) fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
