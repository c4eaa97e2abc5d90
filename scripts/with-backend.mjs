#!/usr/bin/env node
// Runs a command (next dev/build/start, playwright) with the backends it needs. When
// NEXT_PUBLIC_WORDPRESS_URL and PRICING_API_URL are set (environment or .env files) it just runs
// the command; otherwise it starts the local backend on loopback, waits until it is healthy,
// points the missing variables at it, and stops it when the command ends.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import nextEnv from '@next/env';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const separator = process.argv.indexOf('--');
const command = separator === -1 ? process.argv.slice(2) : process.argv.slice(separator + 1);
if (command.length === 0) {
  console.error('usage: node scripts/with-backend.mjs -- <command> [args...]');
  process.exit(2);
}

const isDev = command.includes('dev');
nextEnv.loadEnvConfig(root, isDev);

const needsContent = !process.env.NEXT_PUBLIC_WORDPRESS_URL;
const needsPricing = !process.env.PRICING_API_URL;
const port = Number(process.env.BACKEND_PORT || 4000);
const backendUrl = `http://127.0.0.1:${port}`;

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

async function waitForHealth(child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) return false;
    try {
      const response = await fetch(`${backendUrl}/health`, { signal: AbortSignal.timeout(1000) });
      if (response.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

/** The port the site will listen on: `-p`/`--port` of the command, else the test or Next default. */
function sitePort() {
  const flag = command.findIndex((arg) => arg === '-p' || arg === '--port');
  return Number((flag !== -1 && command[flag + 1]) || process.env.E2E_SITE_PORT || process.env.PORT || 3000);
}

function startBackend() {
  const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
  const site = `http://127.0.0.1:${sitePort()}`;
  return spawn(tsx, [path.join(root, 'backend', 'src', 'main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      BACKEND_PORT: String(port),
      // The backend tells the site when content or prices change, so cached pages refresh at once.
      SITE_REVALIDATE_URL: process.env.SITE_REVALIDATE_URL || `${site}/api/revalidate/`,
      SITE_REVALIDATE_SECRET: process.env.SITE_REVALIDATE_SECRET || process.env.REVALIDATE_SECRET,
      CONTENT_FRONTEND_URL: process.env.CONTENT_FRONTEND_URL || site,
    },
    stdio: ['ignore', process.env.BACKEND_QUIET ? 'ignore' : 'inherit', 'inherit'],
  });
}

let backend;
if (needsContent || needsPricing) {
  for (const [key, value] of Object.entries(LOCAL_DEFAULTS)) process.env[key] ||= value();
  backend = startBackend();
  const healthy = await waitForHealth(backend, 120_000);
  if (!healthy) {
    console.error(
      backend.exitCode !== null
        ? `The local backend exited (code ${backend.exitCode}) before it was ready; see its message above.`
        : `The local backend did not become healthy at ${backendUrl}/health within 120 s.`,
    );
    backend.kill('SIGTERM');
    process.exit(1);
  }
  if (needsContent) process.env.NEXT_PUBLIC_WORDPRESS_URL = backendUrl;
  if (needsPricing) process.env.PRICING_API_URL = backendUrl;
  console.log(`Local backend ready at ${backendUrl} (content: ${needsContent}, pricing: ${needsPricing}).`);
}

const [program, ...args] = command;
const binary = ['next', 'playwright', 'vitest'].includes(program)
  ? path.join(root, 'node_modules', '.bin', program)
  : program;
process.env.NEXT_TELEMETRY_DISABLED ||= '1';
const child = spawn(binary, args, { cwd: root, env: process.env, stdio: 'inherit' });

const stopBackend = () => {
  if (backend && backend.exitCode === null) backend.kill('SIGTERM');
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    child.kill(signal);
    stopBackend();
  });
}
backend?.on('exit', (code) => {
  if (child.exitCode === null) {
    console.error(`The local backend stopped unexpectedly (code ${code}).`);
  }
});
child.on('exit', (code, signal) => {
  stopBackend();
  process.exit(code ?? (signal ? 1 : 0));
});
