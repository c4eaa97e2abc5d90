#!/usr/bin/env node
// Runs a command (next dev/build/start, playwright) with the backends it needs. When
// NEXT_PUBLIC_WORDPRESS_URL and PRICING_API_URL are set (environment or .env files) it just runs
// the command; otherwise it starts the local backend on loopback, waits until it is healthy,
// points the missing variables at it, and stops it when the command ends.
import { spawn } from 'node:child_process';
import path from 'node:path';
import process from 'node:process';
import { ensureLocalBackend, root } from './local-backend.mjs';

const separator = process.argv.indexOf('--');
const command = separator === -1 ? process.argv.slice(2) : process.argv.slice(separator + 1);
if (command.length === 0) {
  console.error('usage: node scripts/with-backend.mjs -- <command> [args...]');
  process.exit(2);
}

/** The port the site will listen on: `-p`/`--port` of the command, else the test or Next default. */
function sitePort() {
  const flag = command.findIndex((arg) => arg === '-p' || arg === '--port');
  return Number((flag !== -1 && command[flag + 1]) || process.env.E2E_SITE_PORT || process.env.PORT || 3000);
}

const backend = await ensureLocalBackend({ sitePort: sitePort(), dev: command.includes('dev') });

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
