#!/usr/bin/env node
// End-to-end run, built and served as an operator deploys the site: the services' URLs and the
// secrets are given explicitly (README, "Deployment"), nothing is filled in by a wrapper, and the
// local backend stands in for both services on a fresh database in a temporary folder. One
// production build serves every Playwright project: the journeys' server (scripts/site-server.mjs on
// 127.0.0.1), the servers specs start themselves (`next start`, the `npm start` wrapper, a cluster).
//
//   node scripts/e2e.mjs [playwright args]    e.g. e2e/catalogue.spec.ts, --project deployment
//   node scripts/e2e.mjs --build-only          the build alone (npm test makes it while other tests run)
//   E2E_REUSE_BUILD=1                          keep the last build when nothing it was made from changed
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { startLocalBackend, root } from './local-backend.mjs';
import { forgetRenderedPages, reusableBuild, stampBuild } from './e2e-build.mjs';
import { ensurePrerequisites } from './test-prerequisites.mjs';

// A missing browser fails the run here, with the message that says what to install; never a skip.
let prerequisites;
try {
  prerequisites = await ensurePrerequisites(['e2e', 'cluster', 'postgres']);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const buildOnly = process.argv.includes('--build-only');
const sitePort = process.env.E2E_SITE_PORT || '3100';
const backendPort = process.env.E2E_BACKEND_PORT || '4100';
// The identity provider the sign-in journeys start on loopback (e2e/support/oidc-test-provider.ts).
// Its origin must be known when the site is built: it joins the CSP's form-action.
const oidcPort = process.env.E2E_OIDC_PORT || String(Number(sitePort) + 1);
const siteUrl = `http://127.0.0.1:${sitePort}`;
const backendUrl = `http://127.0.0.1:${backendPort}`;
const secret = () => crypto.randomBytes(24).toString('base64url');

/** What an operator sets for a deployment: both services' URLs and every secret, none of them defaults. */
const deployment = {
  NEXT_PUBLIC_WORDPRESS_URL: backendUrl,
  PRICING_API_URL: backendUrl,
  FAUST_SECRET_KEY: secret(),
  PRICING_SHOPPER_SECRET: secret(),
  NEXTAUTH_SECRET: secret(),
  REVALIDATE_SECRET: secret(),
  NEXTAUTH_URL: siteUrl,
  OIDC_ISSUER: `http://127.0.0.1:${oidcPort}`,
  OIDC_CLIENT_ID: 'pricewise-e2e',
  OIDC_CLIENT_SECRET: 'pricewise-e2e-client-secret',
  OIDC_NAME: 'Test ID',
};

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pricewise-e2e-'));
const env = {
  ...process.env,
  ...prerequisites,
  ...deployment,
  NEXT_TELEMETRY_DISABLED: '1',
  E2E_SITE_PORT: sitePort,
  E2E_BACKEND_PORT: backendPort,
  E2E_OIDC_PORT: oidcPort,
};
const backendEnv = {
  ...deployment,
  BACKEND_DATA_DIR: dataDir,
  // The backend tells the site under test when content or prices change.
  SITE_REVALIDATE_URL: `${siteUrl}/api/revalidate/`,
  SITE_REVALIDATE_SECRET: deployment.REVALIDATE_SECRET,
  CONTENT_FRONTEND_URL: siteUrl,
  // e2e/feeds.spec.ts serves a store's feed from loopback, which feed imports refuse by default.
  FEED_ALLOWED_NETWORKS: process.env.FEED_ALLOWED_NETWORKS || '127.0.0.0/8',
};

/** @type {Set<import('node:child_process').ChildProcess>} */
const running = new Set();

function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: 'inherit' });
    running.add(child);
    child.on('exit', (code, signal) => {
      running.delete(child);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

const bin = (name) => path.join(root, 'node_modules', '.bin', name);

let backend = null;
function stopBackend() {
  if (!backend || backend.exitCode !== null) return Promise.resolve();
  const stopped = new Promise((resolve) => backend.once('exit', resolve));
  backend.kill('SIGTERM');
  return stopped;
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    for (const child of running) child.kill(signal);
    await stopBackend();
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(1);
  });
}

async function build() {
  if (process.env.E2E_REUSE_BUILD === '1' && reusableBuild(env)) {
    console.log('Reusing the production build in .next/ (E2E_REUSE_BUILD=1; nothing it was made from has changed).');
    forgetRenderedPages();
    return 0;
  }
  const status = await run(bin('next'), ['build', '--webpack']);
  if (status === 0) stampBuild(env);
  return status;
}

if (buildOnly) {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(await build());
}
// The build reads no backend, so it runs while the backend creates and seeds its database.
const backendReady = startLocalBackend({ port: Number(backendPort), env: backendEnv, quiet: true }).then((child) => {
  backend = child;
});
let status = await build();
await backendReady;
if (status === 0) status = await run(bin('playwright'), ['test', ...process.argv.slice(2)]);
await stopBackend();
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(status);
