#!/usr/bin/env node
// End-to-end run: a production build and Playwright in Chromium, both against the local backend
// on a fresh database in a temporary folder (unless backend URLs are configured).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { ensurePrerequisites } from './test-prerequisites.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// A missing browser fails the run here, with the message that says what to install; never a skip.
let prerequisites;
try {
  prerequisites = await ensurePrerequisites(['e2e', 'cluster']);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pricewise-e2e-'));
const sitePort = process.env.E2E_SITE_PORT || '3100';
// The identity provider the sign-in journeys start on loopback (e2e/support/oidc-test-provider.ts).
// Its origin must be known when the site is built: it joins the CSP's form-action.
const oidcPort = process.env.E2E_OIDC_PORT || String(Number(sitePort) + 1);
const env = {
  ...process.env,
  ...prerequisites,
  BACKEND_DATA_DIR: dataDir,
  BACKEND_PORT: process.env.E2E_BACKEND_PORT || '4100',
  // The backend notifies the site under test of content and price changes.
  E2E_SITE_PORT: sitePort,
  E2E_OIDC_PORT: oidcPort,
  OIDC_ISSUER: `http://127.0.0.1:${oidcPort}`,
  OIDC_CLIENT_ID: 'pricewise-e2e',
  OIDC_CLIENT_SECRET: 'pricewise-e2e-client-secret',
  OIDC_NAME: 'Test ID',
  BACKEND_QUIET: '1',
  NEXT_TELEMETRY_DISABLED: '1',
};

function run(args) {
  const result = spawnSync(process.execPath, [path.join(root, 'scripts', 'with-backend.mjs'), '--', ...args], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  return result.status ?? 1;
}

let status = run(['next', 'build', '--webpack']);
if (status === 0) status = run(['playwright', 'test', ...process.argv.slice(2)]);
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(status);
