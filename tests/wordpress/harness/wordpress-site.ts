import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * A real, throwaway WordPress for tests: Debian's WordPress copied into a temporary folder, its own
 * MariaDB on a socket in that folder (never the system service), PHP's built-in server on loopback,
 * and the plugin installed from its zip as an upload would install it. Stopped and deleted by stop().
 *
 * The programs come from scripts/test-prerequisites.mjs (PRICEWISE_PHP, PRICEWISE_MARIADBD,
 * PRICEWISE_WORDPRESS_DIR), which finds or installs them.
 */

const run = promisify(execFile);
const harnessDir = path.dirname(new URL(import.meta.url).pathname);

/** What a test needs to reach a site and run commands in it; plain data, so it crosses workers. */
export interface WordPressSiteInfo {
  url: string;
  siteDir: string;
  php: string;
  adminPassword: string;
  debugLog: string;
}

export interface WordPressSite extends WordPressSiteInfo {
  stop: () => Promise<void>;
}

function required(variable: string): string {
  const value = process.env[variable];
  if (!value) throw new Error(`${variable} is not set: run the tests through npm run test:wordpress`);
  return value;
}

function programNear(names: string[], besides: string): string {
  for (const name of names) {
    for (const dir of [path.dirname(besides), ...(process.env.PATH ?? '').split(path.delimiter), '/usr/bin', '/usr/sbin']) {
      const candidate = path.join(dir, name);
      if (dir && fs.existsSync(candidate)) return candidate;
    }
  }
  throw new Error(`None of ${names.join(', ')} found`);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${what} did not start within ${timeoutMs / 1000} s`);
}

/** Runs one wp-command.php command (see there) and returns its result. */
export async function wpCommand<T = unknown>(
  site: WordPressSiteInfo,
  command: string,
  args: Record<string, unknown> = {},
  env: Record<string, string> = {},
): Promise<T> {
  const { stdout } = await run(site.php, [path.join(harnessDir, 'wp-command.php'), site.siteDir, command, JSON.stringify(args)], {
    env: { ...process.env, ...env, PRICEWISE_WP_HOME: site.url },
    maxBuffer: 10 * 1024 * 1024,
  }).catch((error: { stdout?: string; stderr?: string; message: string }) => {
    throw new Error(`wp-command ${command} failed: ${error.stdout || error.stderr || error.message}`);
  });
  const answer = JSON.parse(stdout.trim().split('\n').pop() ?? '') as { ok: boolean; result?: T; error?: string };
  if (!answer.ok) throw new Error(`wp-command ${command}: ${answer.error}`);
  return answer.result as T;
}

function startMariaDb(dataDir: string): { socket: string; process: ChildProcess } {
  const mariadbd = required('PRICEWISE_MARIADBD');
  const installDb = programNear(['mariadb-install-db', 'mysql_install_db'], mariadbd);
  const asRoot = process.getuid?.() === 0;
  fs.mkdirSync(dataDir);
  // mariadbd will not run as root; as root it runs as the mysql user, who must reach the folder.
  if (asRoot) spawnSync('chown', ['-R', 'mysql:mysql', dataDir]);
  const user = asRoot ? ['--user=mysql'] : [];
  const install = spawnSync(installDb, ['--no-defaults', `--datadir=${dataDir}`, ...user, '--skip-test-db', '--auth-root-authentication-method=normal'], {
    encoding: 'utf8',
  });
  if (install.status !== 0) throw new Error(`mariadb-install-db failed: ${install.stderr || install.stdout}`);
  const socket = path.join(dataDir, 'mysqld.sock');
  const server = spawn(
    mariadbd,
    [
      '--no-defaults', `--datadir=${dataDir}`, `--socket=${socket}`, `--pid-file=${path.join(dataDir, 'mysqld.pid')}`,
      `--log-error=${path.join(dataDir, 'error.log')}`, '--skip-networking', '--skip-grant-tables', '--skip-log-bin',
      '--innodb-buffer-pool-size=32M', ...user,
    ],
    { stdio: 'ignore' },
  );
  return { socket, process: server };
}

/** How the site is set up: one site, or a network (subdirectory multisite) on a host of its own. */
type SiteConfig =
  | { kind: 'single'; url: string }
  | { kind: 'network-allowed'; url: string }
  | { kind: 'network'; host: string };

function writeConfig(siteDir: string, config: SiteConfig, socket: string, debugLog: string, salts: string): void {
  // A network's sites have addresses of their own (their home options): WP_HOME would pin them all to one.
  // Its host is not 127.0.0.1, where the pricing service answers: that host is let through by name.
  const addresses =
    config.kind === 'network'
      ? `define('WP_ALLOW_MULTISITE', true);
define('MULTISITE', true);
define('SUBDOMAIN_INSTALL', false);
define('DOMAIN_CURRENT_SITE', '${config.host}');
define('PATH_CURRENT_SITE', '/');
define('SITE_ID_CURRENT_SITE', 1);
define('BLOG_ID_CURRENT_SITE', 1);
define('WP_ACCESSIBLE_HOSTS', '127.0.0.1');`
      : `define('WP_HOME', '${config.url}');
define('WP_SITEURL', '${config.url}');${config.kind === 'network-allowed' ? "\ndefine('WP_ALLOW_MULTISITE', true);" : ''}`;
  fs.writeFileSync(
    path.join(siteDir, 'wp-config.php'),
    `<?php
define('DB_NAME', 'wordpress');
define('DB_USER', 'root');
define('DB_PASSWORD', '');
define('DB_HOST', 'localhost:${socket}');
define('DB_CHARSET', 'utf8mb4');
define('DB_COLLATE', '');
$table_prefix = 'wp_';
${salts}
${addresses}
define('WP_ENVIRONMENT_TYPE', 'local');
define('FS_METHOD', 'direct');
define('WP_DEBUG', true);
define('WP_DEBUG_DISPLAY', false);
define('WP_DEBUG_LOG', '${debugLog}');
define('WP_HTTP_BLOCK_EXTERNAL', true);
define('AUTOMATIC_UPDATER_DISABLED', true);
if (!defined('ABSPATH')) {
    define('ABSPATH', __DIR__ . '/');
}
require_once ABSPATH . 'wp-settings.php';
`,
  );
}

function newSalts(): string {
  const salt = () => randomBytes(32).toString('base64');
  return ['AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT']
    .map((name) => `define('${name}', '${salt()}');`)
    .join('\n');
}

/** Mail goes to the SMTP server a test starts on loopback (test-mail.php); the test hooks (test-hooks.php). */
function addTestPlugins(siteDir: string): void {
  const muPlugins = path.join(siteDir, 'wp-content', 'mu-plugins');
  fs.mkdirSync(muPlugins, { recursive: true });
  fs.copyFileSync(path.join(harnessDir, 'test-mail.php'), path.join(muPlugins, 'test-mail.php'));
  fs.copyFileSync(path.join(harnessDir, 'test-hooks.php'), path.join(muPlugins, 'test-hooks.php'));
}

interface PreparedSite {
  siteDir: string;
  socket: string;
  debugLog: string;
  /** What `stop` ends, last first; a server started later adds itself. */
  stoppers: (() => Promise<void>)[];
  stop: () => Promise<void>;
}

/** A temporary folder with its own MariaDB and a copy of WordPress; `stop` ends and deletes them. */
async function prepareSite(): Promise<PreparedSite> {
  const php = required('PRICEWISE_PHP');
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pricewise-wp-'));
  fs.chmodSync(root, 0o755);
  const stoppers: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const stopper of stoppers.reverse()) await stopper().catch(() => undefined);
    fs.rmSync(root, { recursive: true, force: true });
  };
  try {
    const db = startMariaDb(path.join(root, 'db'));
    stoppers.push(() => stopProcess(db.process));
    const createDatabase = `$m = @new mysqli('localhost', 'root', '', '', 0, '${db.socket}'); exit($m->connect_errno || !$m->query('CREATE DATABASE IF NOT EXISTS wordpress') ? 1 : 0);`;
    await waitFor('MariaDB', async () => spawnSync(php, ['-r', createDatabase]).status === 0);
    const siteDir = path.join(root, 'site');
    // Debian's tree holds symlinks; the copy must hold files, or WordPress finds Debian's wp-config.
    const copy = spawnSync('cp', ['-rL', required('PRICEWISE_WORDPRESS_DIR'), siteDir]);
    if (copy.status !== 0) throw new Error(`Copying WordPress failed: ${copy.stderr}`);
    addTestPlugins(siteDir);
    return { siteDir, socket: db.socket, debugLog: path.join(root, 'debug.log'), stoppers, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** PHP's built-in server for the site on `address:port`, until the site stops. */
async function serve(info: WordPressSiteInfo, address: string, port: number, stoppers: (() => Promise<void>)[]): Promise<void> {
  // Several workers, so WordPress's own loopback requests (WP-Cron) are served while a request runs.
  const server = spawn(info.php, ['-S', `${address}:${port}`, '-t', info.siteDir, path.join(harnessDir, 'router.php')], {
    env: { ...process.env, PHP_CLI_SERVER_WORKERS: '4' },
    stdio: 'ignore',
    detached: true,
  });
  stoppers.push(() => stopProcess(server, true));
  await waitFor('WordPress', async () => {
    if (server.exitCode !== null) throw new Error(`php -S could not serve ${address}:${port}`);
    return (await fetch(`${info.url}/wp-json/`)).status === 200;
  });
}

/** Starts a fresh WordPress with the plugin from `pluginZip` installed and active. */
export async function startWordPress(pluginZip: string): Promise<WordPressSite> {
  const { siteDir, socket, debugLog, stoppers, stop } = await prepareSite();
  try {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    writeConfig(siteDir, { kind: 'single', url }, socket, debugLog, newSalts());
    const info: WordPressSiteInfo = { url, siteDir, php: required('PRICEWISE_PHP'), adminPassword: randomBytes(12).toString('base64url'), debugLog };
    await wpCommand(info, 'install', { zip: pluginZip, adminPassword: info.adminPassword });
    await serve(info, '127.0.0.1', port, stoppers);
    return { ...info, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** A network of two sites: the main one at `/` and a second at `/second/`, the plugin active on both. */
export interface WordPressNetwork extends WordPressSite {
  /** The second site: the same WordPress, so wpCommand on it runs with that site current. */
  second: WordPressSiteInfo;
}

/**
 * A subdirectory multisite with the plugin network-activated. WordPress refuses a network on any
 * port but 80 or 443, so it is served on port 80 of a loopback address of its own (all of
 * 127.0.0.0/8 is loopback): a random one, so runs side by side do not meet. Binding port 80 needs
 * root (or CAP_NET_BIND_SERVICE for php).
 */
export async function startWordPressNetwork(pluginZip: string): Promise<WordPressNetwork> {
  const { siteDir, socket, debugLog, stoppers, stop } = await prepareSite();
  try {
    const host = await freeLoopbackHost(80);
    const url = `http://${host}`;
    const salts = newSalts();
    const info: WordPressSiteInfo = { url, siteDir, php: required('PRICEWISE_PHP'), adminPassword: randomBytes(12).toString('base64url'), debugLog };
    // As WordPress's Network Setup does it: a site that allows a network, the network's tables, then the constants.
    writeConfig(siteDir, { kind: 'network-allowed', url }, socket, debugLog, salts);
    await wpCommand(info, 'install', { adminPassword: info.adminPassword, network: true });
    writeConfig(siteDir, { kind: 'network', host }, socket, debugLog, salts);
    await wpCommand(info, 'network-setup', { zip: pluginZip, secondPath: '/second/' });
    await serve(info, host, 80, stoppers);
    return { ...info, second: { ...info, url: `${url}/second` }, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** A random 127.x.y.z whose `port` is free, checked by listening on it. */
async function freeLoopbackHost(port: number): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const octet = () => 1 + Math.floor(Math.random() * 254);
    const host = `127.${octet()}.${octet()}.${octet()}`;
    const free = await new Promise<boolean>((resolve, reject) => {
      const server = net.createServer();
      server.once('error', (error: NodeJS.ErrnoException) =>
        error.code === 'EACCES'
          ? reject(new Error(`Listening on ${host}:${port} is not allowed: the multisite tests serve WordPress on port ${port} (run them as root)`))
          : resolve(false),
      );
      server.listen(port, host, () => server.close(() => resolve(true)));
    });
    if (free) return host;
  }
  throw new Error(`No loopback address with port ${port} free`);
}

async function stopProcess(child: ChildProcess, group = false): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // The built-in server's workers are its children: the group goes together.
  if (group) process.kill(-child.pid, 'SIGTERM');
  else child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
}
