// The local backend for commands that run the site (scripts/with-backend.mjs,
// scripts/start-cluster.mjs). When NEXT_PUBLIC_WORDPRESS_URL and PRICING_API_URL are set
// (environment or .env files) nothing is started; otherwise the local backend starts on loopback,
// and the missing variables and the local-only secrets are filled in process.env. For the cluster
// on PostgreSQL (DATABASE_URL), the pricing service runs as several instances of its own.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import nextEnv from '@next/env';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A random secret kept beside the local database, so it survives restarts (sessions, webhooks). */
function localSecret(name) {
  const dataDir = path.resolve(root, process.env.BACKEND_DATA_DIR || '.data');
  const file = path.join(dataDir, `local-${name}`);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, crypto.randomBytes(32).toString('base64'), { mode: 0o600 });
  }
  return fs.readFileSync(file, 'utf8').trim();
}

/** Local-only defaults: secrets that protect nothing but this machine's demo backend. */
const LOCAL_DEFAULTS = {
  FAUST_SECRET_KEY: () => 'local-faust-secret',
  NEXTAUTH_SECRET: () => localSecret('nextauth-secret'),
  REVALIDATE_SECRET: () => localSecret('revalidate-secret'),
  // Shared with the local pricing service, which reads it from the same environment.
  PRICING_SHOPPER_SECRET: () => localSecret('pricing-shopper-secret'),
  // The port differs between `npm start` (3000) and the tests; next-auth then trusts the Host header.
  AUTH_TRUST_HOST: () => 'true',
};

async function waitForHealth(child, url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) return false;
    try {
      const response = await fetch(`${url}/health`, { signal: AbortSignal.timeout(1000) });
      if (response.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

/** Whether nothing listens on a loopback port yet. */
function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/**
 * The local backend on loopback at `port`, once its `/health` answers; its environment is this
 * process's plus `env`. Exits the process if it never gets healthy.
 * @param {{ port: number, env?: Record<string, string>, quiet?: boolean }} options
 * @returns {Promise<import('node:child_process').ChildProcess>}
 */
export async function startLocalBackend({ port, env = {}, quiet = Boolean(process.env.BACKEND_QUIET) }) {
  const backendUrl = `http://127.0.0.1:${port}`;
  // Another server there would answer the health check for a backend that could not listen.
  if (!(await portIsFree(port))) {
    console.error(
      `Port ${port} on 127.0.0.1 is already in use: stop what listens there, or choose another port ` +
        '(BACKEND_PORT; E2E_BACKEND_PORT for the end-to-end tests).',
    );
    process.exit(1);
  }
  // Node itself with tsx's loader, not the tsx command: that one relays a signal to the backend
  // and, when the backend has not acknowledged it within 30 ms (a busy machine), kills it with
  // SIGKILL, cutting its graceful shutdown short.
  const backend = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'backend', 'src', 'main.ts')], {
    cwd: root,
    // Two malloc arenas, as the backend's npm scripts run it (backend/README.md, Environment).
    env: { MALLOC_ARENA_MAX: '2', ...process.env, ...env, BACKEND_PORT: String(port) },
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
  });
  if (!(await waitForHealth(backend, backendUrl, 120_000))) {
    console.error(
      backend.exitCode !== null
        ? `The local backend exited (code ${backend.exitCode}) before it was ready; see its message above.`
        : `The local backend did not become healthy at ${backendUrl}/health within 120 s.`,
    );
    backend.kill('SIGTERM');
    process.exit(1);
  }
  return backend;
}

/**
 * Loads `.env*` like Next does, then starts the local backend if a backend URL is missing.
 * `sitePort` is where the backend sends its revalidation calls (unless SITE_REVALIDATE_URL is set).
 * Returns the backend process (null when none was needed); exits the process if it never gets healthy.
 * @param {{ sitePort: number, dev?: boolean }} options
 */
export async function ensureLocalBackend({ sitePort, dev = false }) {
  nextEnv.loadEnvConfig(root, dev);
  const needsContent = !process.env.NEXT_PUBLIC_WORDPRESS_URL;
  const needsPricing = !process.env.PRICING_API_URL;
  if (!needsContent && !needsPricing) return null;

  for (const [key, value] of Object.entries(LOCAL_DEFAULTS)) process.env[key] ||= value();
  const port = Number(process.env.BACKEND_PORT || 4000);
  const backendUrl = `http://127.0.0.1:${port}`;
  const backend = await startLocalBackend({ port, env: siteLinks(sitePort) });
  if (needsContent) process.env.NEXT_PUBLIC_WORDPRESS_URL = backendUrl;
  if (needsPricing) process.env.PRICING_API_URL = backendUrl;
  console.log(`Local backend ready at ${backendUrl} (content: ${needsContent}, pricing: ${needsPricing}).`);
  return backend;
}

/** Where a backend sends its change notifications and links to: the site on `sitePort`. */
function siteLinks(sitePort) {
  const site = `http://127.0.0.1:${sitePort}`;
  return {
    // The backend tells the site when content or prices change, so cached pages refresh at once.
    SITE_REVALIDATE_URL: process.env.SITE_REVALIDATE_URL || `${site}/api/revalidate/`,
    SITE_REVALIDATE_SECRET: process.env.SITE_REVALIDATE_SECRET || process.env.REVALIDATE_SECRET,
    CONTENT_FRONTEND_URL: process.env.CONTENT_FRONTEND_URL || site,
  };
}

/**
 * The local services for a cluster on PostgreSQL: when DATABASE_URL is set and PRICING_API_URL is
 * not, the pricing service runs as one instance per port of `pricingPorts` (BACKEND_SERVICES=pricing,
 * all on that database), and the content service, unless NEXT_PUBLIC_WORDPRESS_URL is set, as one
 * more process on BACKEND_PORT (its SQLite file), checking saved products against the first pricing
 * instance. Returns the processes and the pricing instances' URLs; null when DATABASE_URL is unset
 * or the pricing service is configured (then ensureLocalBackend applies).
 * @param {{ sitePort: number, pricingPorts: number[] }} options
 * @returns {Promise<{ processes: { child: import('node:child_process').ChildProcess, name: string }[], pricingUrls: string[] } | null>}
 */
export async function ensureLocalPricingCluster({ sitePort, pricingPorts }) {
  nextEnv.loadEnvConfig(root, false);
  if (!process.env.DATABASE_URL || process.env.PRICING_API_URL) return null;
  for (const [key, value] of Object.entries(LOCAL_DEFAULTS)) process.env[key] ||= value();
  const links = siteLinks(sitePort);
  // Started together: the first to take the migrations' lock migrates and seeds, the others wait for it.
  const instances = await Promise.all(
    pricingPorts.map(async (port) => ({
      child: await startLocalBackend({ port, env: { ...links, BACKEND_SERVICES: 'pricing' } }),
      name: `The pricing instance on port ${port}`,
    })),
  );
  const pricingUrls = pricingPorts.map((port) => `http://127.0.0.1:${port}`);
  console.log(`Pricing service ready as ${pricingUrls.length} instances on PostgreSQL: ${pricingUrls.join(', ')}.`);
  const processes = [...instances];
  if (!process.env.NEXT_PUBLIC_WORDPRESS_URL) {
    const port = Number(process.env.BACKEND_PORT || 4000);
    const content = await startLocalBackend({
      port,
      env: { ...links, BACKEND_SERVICES: 'content', PRICING_API_URL: pricingUrls[0] },
    });
    processes.push({ child: content, name: 'The content backend' });
    process.env.NEXT_PUBLIC_WORDPRESS_URL = `http://127.0.0.1:${port}`;
    console.log(`Content backend ready at http://127.0.0.1:${port}.`);
  }
  return { processes, pricingUrls };
}
