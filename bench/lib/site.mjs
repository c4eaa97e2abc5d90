// The production build served as a user runs it (`scripts/site-server.mjs` on the local backend over a fresh
// database), and the sample pages every benchmark measures, picked from the site's own sitemaps.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

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

/**
 * @param {string} url
 * @param {number} timeoutMs
 */
async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { redirect: 'manual' });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * The local backend's port for benchmark builds and runs: NEXT_PUBLIC_WORDPRESS_URL is built into
 * the bundles, so the site must run against the backend address it was built with.
 */
const BACKEND_PORT = Number(process.env.BENCH_BACKEND_PORT || 4900);
const marker = path.join(root, '.next', 'bench-backend-port');

/**
 * Builds the site unless `--no-build` was given and a benchmark build exists.
 * @param {{ build?: boolean }} [options]
 */
export function ensureBuild({ build = true } = {}) {
  if (!build && fs.existsSync(marker) && fs.readFileSync(marker, 'utf8') === String(BACKEND_PORT)) return;
  console.error('Building the site (next build --webpack)...');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pricewise-bench-build-'));
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    env: { ...process.env, BACKEND_PORT: String(BACKEND_PORT), BACKEND_DATA_DIR: dataDir, BACKEND_QUIET: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (result.status !== 0) throw new Error('next build failed');
  fs.writeFileSync(marker, String(BACKEND_PORT));
}

/**
 * A running site.
 * @typedef {object} BenchSite
 * @property {string} url
 * @property {string} backendUrl
 * @property {number | null} pid The Next server's pid (for CPU and RSS), or null when it could not be found.
 * @property {() => Promise<void>} stop
 */

/**
 * Starts the site's server (scripts/site-server.mjs) through scripts/with-backend.mjs, which starts the local backend on a
 * fresh database, on BENCH_SITE_PORT or a free port. Returns the site's URL, the Next server's pid (for CPU and RSS) and `stop`.
 * @param {{ env?: Record<string, string> }} [options]
 * @returns {Promise<BenchSite>}
 */
export async function startSite({ env = {} } = {}) {
  const sitePort = Number(process.env.BENCH_SITE_PORT) || (await freePort());
  const backendPort = BACKEND_PORT;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pricewise-bench-'));
  const child = spawn(
    process.execPath,
    [
      path.join(root, 'scripts/with-backend.mjs'),
      '--',
      'node',
      path.join(root, 'scripts/site-server.mjs'),
      '-p',
      String(sitePort),
    ],
    {
      cwd: root,
      env: { ...process.env, BACKEND_PORT: String(backendPort), BACKEND_DATA_DIR: dataDir, BACKEND_QUIET: '1', ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    },
  );
  const url = `http://127.0.0.1:${sitePort}`;
  await waitFor(`${url}/favicon.ico`, 180_000);
  return {
    url,
    backendUrl: `http://127.0.0.1:${backendPort}`,
    pid: listenerPid(sitePort),
    stop: async () => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      await new Promise((resolve) => (child.exitCode !== null ? resolve(undefined) : child.once('exit', resolve)));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The pid of the process listening on a loopback port (the Next server, not its wrapper).
 * @param {number} port
 * @returns {number | null}
 */
export function listenerPid(port) {
  const out = spawnSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' }).stdout || '';
  const match = /pid=(\d+)/.exec(out);
  return match ? Number(match[1]) : null;
}

/**
 * @param {string} url
 * @param {string} name
 * @returns {Promise<string[]>}
 */
async function sitemapPaths(url, name) {
  const xml = await (await fetch(`${url}/sitemaps/${name}.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
}

/**
 * The pages the benchmarks measure: home, the category page with the most products (24 a page),
 * its first product, a guide, a review and the deals.
 * @param {string} url
 * @returns {Promise<{ home: string, category: string | null, product: string, guide?: string, review?: string, deals: string }>}
 */
export async function samplePages(url) {
  const categories = await sitemapPaths(url, 'categories');
  const products = await sitemapPaths(url, 'products-1');
  const content = await sitemapPaths(url, 'pages');
  /** @type {string | null} */
  let category = null;
  let most = -1;
  for (const candidate of categories.slice(0, 60)) {
    const html = await (await fetch(`${url}${candidate}`)).text();
    const cards = (html.match(/data-testid="product-card"/g) || []).length;
    if (cards > most) [category, most] = [candidate, cards];
  }
  const guide = content.find((p) => p.startsWith('/guide/'));
  const review = content.find((p) => p.startsWith('/review/'));
  return {
    home: '/',
    category,
    product: products[0] ?? '/',
    guide,
    review,
    deals: '/deals/',
  };
}

/**
 * The demo shopper's cookies (`Cookie` header), signed in through next-auth's credentials callback.
 * @param {string} url
 * @param {{ username: string, password: string }} [shopper]
 * @returns {Promise<string>}
 */
export async function shopperCookies(url, shopper = { username: 'shopper', password: 'pricewise-shopper' }) {
  /** @type {Map<string, string>} */
  const jar = new Map();
  /** @param {Response} response */
  const keep = (response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const pair = cookie.split(';')[0] ?? '';
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  const header = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const csrf = await fetch(`${url}/api/auth/csrf/`);
  keep(csrf);
  const { csrfToken } = await csrf.json();
  const response = await fetch(`${url}/api/auth/callback/credentials/?json=true`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: header() },
    body: new URLSearchParams({ csrfToken, ...shopper, callbackUrl: '/', json: 'true' }),
    redirect: 'manual',
  });
  keep(response);
  if (![...jar.keys()].some((name) => name.includes('session-token'))) throw new Error('signing in failed');
  return header();
}

/**
 * @param {number[]} values
 * @returns {number}
 */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const at = (/** @type {number} */ index) => sorted[index] ?? Number.NaN;
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
}

/**
 * A Markdown table.
 * @param {string[]} headers
 * @param {string[][]} rows
 */
export function table(headers, rows) {
  const lines = [`| ${headers.join(' | ')} |`, `|${headers.map(() => '---').join('|')}|`];
  for (const row of rows) lines.push(`| ${row.join(' | ')} |`);
  return lines.join('\n');
}
