#!/usr/bin/env node
// The WordPress plugin's tests, in one command: every PHP file through `php -l`, PHP_CodeSniffer
// with the plugin's ruleset, PHPUnit for the pure rules, then the HTTP tests against a real
// WordPress (vitest.wordpress.config.mts). The programs come from the `wordpress` test group of
// scripts/test-prerequisites.mjs: found, else installed, else the run stops with what to install.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { ensurePrerequisites } from './test-prerequisites.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let tools;
try {
  tools = await ensurePrerequisites(['wordpress']);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const env = { ...process.env, ...tools };

function phpFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : phpFiles(file);
    return entry.name.endsWith('.php') ? [file] : [];
  });
}

function step(name, command, args) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  const ok = result.status === 0;
  console.log(`${ok ? '✔' : '✘'} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return ok;
}

function lintEveryFile() {
  const files = [...phpFiles(path.join(root, 'wordpress')), ...phpFiles(path.join(root, 'tests', 'wordpress'))];
  const started = Date.now();
  console.log(`\n▶ php -l (${files.length} files)`);
  const failed = files.filter((file) => {
    const result = spawnSync(tools.PRICEWISE_PHP, ['-l', file], { encoding: 'utf8' });
    if (result.status !== 0) process.stderr.write(result.stdout + result.stderr);
    return result.status !== 0;
  });
  console.log(`${failed.length === 0 ? '✔' : '✘'} php -l (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return failed.length === 0;
}

// Every step runs, so one run reports every kind of problem; any failure fails the command.
const results = [
  lintEveryFile(),
  step('PHP_CodeSniffer', tools.PRICEWISE_PHPCS, ['--standard=wordpress/pricewise/phpcs.xml', '-q']),
  step('PHPUnit', tools.PRICEWISE_PHPUNIT, ['-c', 'tests/wordpress/phpunit/phpunit.xml']),
  step('WordPress HTTP tests', process.execPath, [
    path.join(root, 'node_modules', 'vitest', 'vitest.mjs'),
    'run',
    '-c',
    'vitest.wordpress.config.mts',
    ...process.argv.slice(2),
  ]),
];
process.exit(results.every(Boolean) ? 0 : 1);
