#!/usr/bin/env node
// `npm test`: every test, with the work that does not depend on each other side by side on a
// small machine. The real parts come first (scripts/test-prerequisites.mjs); then two lanes:
//   checks:  type-check, lint, vitest
//   build:   the production build of the end-to-end tests (its type check is the checks' lane's),
//            then the WordPress plugin's tests
// and, once both are done, Playwright on that build. Every step runs even when another fails, so
// one run reports every kind of problem; the command fails if any step did. Each lane's output is
// shown whole when its step ends, and the durations at the end.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { ensurePrerequisites } from './test-prerequisites.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const started = Date.now();
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(0);

let tools;
try {
  tools = await ensurePrerequisites();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const npm = process.env.npm_execpath
  ? [process.execPath, process.env.npm_execpath]
  : [process.platform === 'win32' ? 'npm.cmd' : 'npm'];
// Output kept for later is still coloured when it will be shown on a terminal.
const colour = process.stdout.isTTY && process.env.FORCE_COLOR === undefined ? { FORCE_COLOR: '1' } : {};
const env = { ...process.env, ...tools, ...colour };
const logs = fs.mkdtempSync(path.join(os.tmpdir(), 'pricewise-test-'));
/** @type {{ name: string, ok: boolean, seconds: string, failures?: string[] }[]} */
const results = [];
/** @type {Set<import('node:child_process').ChildProcess>} */
const running = new Set();

/**
 * Runs one step. `show: 'whole'` keeps its output until it ends (the lanes run side by side);
 * `show: 'live'` passes it straight through.
 */
function step(name, command, args, { show = 'whole', extraEnv = {} } = {}) {
  const begun = Date.now();
  const log = path.join(logs, `${name.replace(/\W+/g, '-')}.log`);
  console.log(`▶ ${name}`);
  return new Promise((resolve) => {
    const out = show === 'live' ? 'inherit' : fs.openSync(log, 'w');
    const child = spawn(command, args, { cwd: root, env: { ...env, ...extraEnv }, stdio: ['ignore', out, out] });
    running.add(child);
    child.on('exit', (code, signal) => {
      running.delete(child);
      const ok = code === 0 && !signal;
      if (show !== 'live') {
        fs.closeSync(out);
        console.log(`\n── ${name} ${'─'.repeat(Math.max(0, 60 - name.length))}`);
        process.stdout.write(fs.readFileSync(log));
      }
      console.log(`${ok ? '✔' : '✘'} ${name} (${seconds(begun)} s)`);
      const failures = !ok && show !== 'live' ? failureLines(fs.readFileSync(log, 'utf8')) : undefined;
      results.push({ name, ok, seconds: seconds(begun), failures });
      resolve(ok);
    });
  });
}

/**
 * The lines of a failed step's output that name what failed, so that the last screen of a long run
 * (often all a CI page keeps) says which test to look at, not only which step.
 */
function failureLines(output) {
  const plain = output
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trimEnd());
  const named = [];
  plain.forEach((line, index) => {
    if (/^\s*(×|✘|✗)\s|^\s*(Test Files|Tests|Errors)\s{2,}\S/.test(line)) named.push(line);
    if (!/^\s*FAIL\s/.test(line)) return;
    // A failed test's name, then the first line of its error.
    named.push(line);
    const reason = plain.slice(index + 1).find((next) => next.trim() !== '' && !/^[\s⎯-]*$/.test(next));
    if (reason) named.push(`  ${reason.trim()}`);
  });
  const lines = [...new Set(named)];
  return lines.length > 0 ? lines.slice(0, 40) : plain.filter((line) => line.trim() !== '').slice(-15);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of running) child.kill(signal);
    process.exit(1);
  });
}

/** A step that is one of package.json's scripts. */
const npmRun = (name, script) => step(name, npm[0], [...npm.slice(1), 'run', script]);

const checks = (async () => {
  await npmRun('type-check', 'typecheck');
  await npmRun('lint', 'lint');
  await npmRun('vitest', 'test:unit');
})();

const e2eScript = path.join(root, 'scripts', 'e2e.mjs');
const build = (async () => {
  const built = await step('end-to-end build', process.execPath, [e2eScript, '--build-only'], {
    extraEnv: { PRICEWISE_TYPES_CHECKED: '1' },
  });
  await npmRun('WordPress plugin', 'test:wordpress');
  return built;
})();

const [, built] = await Promise.all([checks, build]);
if (built) {
  await step('end-to-end (Playwright)', process.execPath, [e2eScript], {
    show: 'live',
    extraEnv: { E2E_REUSE_BUILD: '1' },
  });
} else {
  console.log('✘ end-to-end (Playwright): not run, the build failed');
  results.push({ name: 'end-to-end (Playwright)', ok: false, seconds: '0' });
}

fs.rmSync(logs, { recursive: true, force: true });
const failed = results.filter((result) => !result.ok);
console.log(`\nnpm test: ${((Date.now() - started) / 60000).toFixed(1)} min`);
for (const result of results) {
  console.log(`  ${result.ok ? '✔' : '✘'} ${result.name} (${result.seconds} s)`);
  for (const line of result.failures ?? []) console.log(`      ${line}`);
}
if (failed.length > 0) console.log(`${failed.length} step${failed.length > 1 ? 's' : ''} failed.`);
process.exit(failed.length > 0 ? 1 : 0);
