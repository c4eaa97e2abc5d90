#!/usr/bin/env node
// The real parts the tests need (a browser, Redis and PostgreSQL; PHP, MariaDB and WordPress), found or
// installed before any test runs. One list: each test group and the parts it needs.
// `PRICEWISE_NO_INSTALL=1` turns installing off; a missing part then stops the run with one
// message naming what to install.
//
//   node scripts/test-prerequisites.mjs            every group
//   node scripts/test-prerequisites.mjs e2e        one group (or several: e2e wordpress)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { findPostgresBin } from '../backend/scripts/postgres-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * A real part the tests need: how to find it, what provides it, and what its path is exported as.
 * @typedef {object} Part
 * @property {string} name
 * @property {() => string | null | Promise<string | null>} find
 * @property {string[]} debianPackages
 * @property {string[]} [otherwise] the install command where Debian's packages are out of reach
 * @property {string} exportAs
 * @property {string} [hint]
 */

/**
 * Each test group, the tests it covers (for messages) and the parts it needs.
 * @type {Record<string, { tests: string, needs: string[] }>}
 */
export const TEST_GROUPS = {
  e2e: { tests: 'the end-to-end tests', needs: ['browser'] },
  cluster: { tests: 'the cluster end-to-end tests (two site instances on one Redis)', needs: ['redis'] },
  limits: { tests: 'the backend tests of request limits shared through Redis', needs: ['redis'] },
  postgres: {
    tests: "the backend's suites on PostgreSQL and the pricing service's instance and outage tests",
    needs: ['postgres'],
  },
  wordpress: { tests: 'the WordPress plugin tests', needs: ['php', 'mariadb', 'wordpress', 'phpunit', 'phpcs'] },
};

/**
 * An executable file on PATH, or null.
 * @param {string} command
 * @returns {string | null}
 */
export function onPath(command) {
  for (const dir of (process.env.PATH || '').split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, command);
    if (isExecutable(candidate)) return candidate;
  }
  return null;
}

/** @param {string} file */
function isExecutable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

async function playwrightBrowser() {
  try {
    const { chromium } = await import('playwright-core');
    const file = chromium.executablePath();
    return file && isExecutable(file) ? file : null;
  } catch {
    return null;
  }
}

/**
 * The browser for the end-to-end tests, first found wins: PLAYWRIGHT_CHROMIUM_PATH, a system
 * Chromium or Chrome on PATH, a browser Playwright has already installed.
 */
export async function findBrowser() {
  const configured = process.env.PLAYWRIGHT_CHROMIUM_PATH;
  if (configured) return isExecutable(configured) ? configured : null;
  for (const command of ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable']) {
    const found = onPath(command);
    if (found) return found;
  }
  return playwrightBrowser();
}

/** The PHP the plugin supports (8.1+), with the extensions WordPress and its HTTP client use. */
const PHP_EXTENSIONS = ['mysqli', 'mbstring', 'xml', 'curl'];
/** @param {string} file */
function isUsablePhp(file) {
  const check = `exit(version_compare(PHP_VERSION, "8.1", ">=") && ${PHP_EXTENSIONS.map((name) => `extension_loaded("${name}")`).join(' && ')} ? 0 : 1);`;
  return isExecutable(file) && spawnSync(file, ['-r', check], { stdio: 'ignore' }).status === 0;
}

/**
 * A program on PATH or in the system folders that a non-root PATH often leaves out.
 * @param {string[]} names
 * @returns {string | null}
 */
function findProgram(names) {
  for (const name of names) {
    const found =
      onPath(name) ??
      ['/usr/sbin', '/usr/local/sbin', '/usr/bin'].map((dir) => path.join(dir, name)).find(isExecutable);
    if (found) return found;
  }
  return null;
}

/**
 * A configured path (which must be valid) wins; otherwise the first program found.
 * @param {string} variable
 * @param {(file: string) => boolean} valid
 * @param {() => string | null} search
 * @returns {() => string | null}
 */
function configuredOr(variable, valid, search) {
  return () => {
    const configured = process.env[variable];
    if (configured) return valid(configured) ? configured : null;
    return search();
  };
}

/** @param {string} dir */
const isWordPressDir = (dir) =>
  fs.existsSync(path.join(dir, 'wp-load.php')) && fs.existsSync(path.join(dir, 'wp-includes', 'version.php'));

/**
 * The real parts: how to find each, what provides it, and what its path is exported as.
 * @type {Record<string, Part>}
 */
export const PARTS = {
  browser: {
    name: 'Chromium',
    find: findBrowser,
    debianPackages: ['chromium'],
    // Where Debian's packages are out of reach, Playwright's own download (needs its host).
    otherwise: ['npx', 'playwright', 'install', 'chromium'],
    exportAs: 'PLAYWRIGHT_CHROMIUM_PATH',
    hint: 'or set PLAYWRIGHT_CHROMIUM_PATH to a Chromium or Chrome binary',
  },
  php: {
    name: `PHP 8.1+ (${PHP_EXTENSIONS.join(', ')})`,
    find: configuredOr('PRICEWISE_PHP', isUsablePhp, () => {
      const found = findProgram(['php']);
      return found && isUsablePhp(found) ? found : null;
    }),
    debianPackages: ['php-cli', 'php-mysql', 'php-xml', 'php-mbstring', 'php-curl'],
    exportAs: 'PRICEWISE_PHP',
    hint: 'or set PRICEWISE_PHP to a PHP 8.1+ binary with those extensions',
  },
  mariadb: {
    name: 'MariaDB server',
    // The tests run their own server on a socket in a temporary folder, never the system service.
    find: configuredOr('PRICEWISE_MARIADBD', isExecutable, () =>
      findProgram(['mariadb-install-db', 'mysql_install_db']) ? findProgram(['mariadbd', 'mysqld']) : null,
    ),
    debianPackages: ['mariadb-server'],
    exportAs: 'PRICEWISE_MARIADBD',
    hint: 'or set PRICEWISE_MARIADBD to a mariadbd binary (mariadb-install-db must be on PATH)',
  },
  wordpress: {
    name: 'WordPress 6.1+',
    find: configuredOr('PRICEWISE_WORDPRESS_DIR', isWordPressDir, () =>
      isWordPressDir('/usr/share/wordpress') ? '/usr/share/wordpress' : null,
    ),
    debianPackages: ['wordpress'],
    exportAs: 'PRICEWISE_WORDPRESS_DIR',
    hint: 'or set PRICEWISE_WORDPRESS_DIR to an unpacked WordPress',
  },
  phpunit: {
    name: 'PHPUnit',
    find: configuredOr('PRICEWISE_PHPUNIT', isExecutable, () => findProgram(['phpunit'])),
    debianPackages: ['phpunit'],
    exportAs: 'PRICEWISE_PHPUNIT',
  },
  redis: {
    name: 'Redis server',
    // The tests start their own server on a loopback port with a temporary folder, never the system service.
    find: configuredOr('PRICEWISE_REDIS_SERVER', isExecutable, () => findProgram(['redis-server'])),
    debianPackages: ['redis-server'],
    exportAs: 'PRICEWISE_REDIS_SERVER',
    hint: 'or set PRICEWISE_REDIS_SERVER to a redis-server binary',
  },
  postgres: {
    name: 'PostgreSQL server',
    // The tests start their own server in a temporary folder (backend/scripts/postgres-server.mjs), never
    // the cluster Debian's package starts on 5432.
    find: findPostgresBin,
    debianPackages: ['postgresql'],
    exportAs: 'PRICEWISE_POSTGRES_BIN',
    hint: 'or set PRICEWISE_POSTGRES_BIN to the folder of initdb and pg_ctl',
  },
  phpcs: {
    name: 'PHP_CodeSniffer',
    find: configuredOr('PRICEWISE_PHPCS', isExecutable, () => findProgram(['phpcs'])),
    debianPackages: ['php-codesniffer'],
    exportAs: 'PRICEWISE_PHPCS',
  },
};

const isDebian = () => fs.existsSync('/etc/debian_version') && onPath('apt-get') !== null;
const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;
const hasPasswordlessSudo = () =>
  onPath('sudo') !== null && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0;

/**
 * @param {string} command
 * @param {string[]} args
 * @param {{ quiet?: boolean }} [options]
 */
function run(command, args, { quiet = true } = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    encoding: 'utf8',
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  if (result.status !== 0 && quiet) {
    const output = `${result.stdout || ''}${result.stderr || ''}`.trim().split('\n').slice(-15).join('\n');
    if (output) console.error(output);
  }
  return result.status === 0;
}

/**
 * How this machine installs Debian packages, or null when it cannot.
 * @returns {((args: string[]) => boolean) | null}
 */
function aptInstaller() {
  if (!isDebian()) return null;
  if (isRoot()) return (args) => run('apt-get', args);
  if (hasPasswordlessSudo()) return (args) => run('sudo', ['-n', 'apt-get', ...args]);
  return null;
}

let aptUpdated = false;
/** @param {Part} part */
function installPart(part) {
  const apt = aptInstaller();
  if (apt) {
    if (!aptUpdated) aptUpdated = apt(['update', '-qq']);
    const ok = apt(['install', '-y', '-qq', '--no-install-recommends', ...part.debianPackages]);
    return { ok, how: `apt-get install ${part.debianPackages.join(' ')}` };
  }
  if (part.otherwise) {
    const [command = '', ...args] = part.otherwise;
    return { ok: run(command, args, { quiet: false }), how: part.otherwise.join(' ') };
  }
  return { ok: false, how: 'no installer on this machine' };
}

/** @param {{ part: Part, groups: string[] }[]} missing */
function missingMessage(missing) {
  const lines = ['The tests cannot run: real parts they need are missing.'];
  for (const { part, groups } of missing) {
    lines.push(
      `- ${part.name}, for ${groups.join(' and ')}: Debian package${part.debianPackages.length > 1 ? 's' : ''} ${part.debianPackages.join(' ')}.`,
    );
    const configured = part.exportAs && process.env[part.exportAs];
    if (configured) lines.push(`  ${part.exportAs}=${configured} is not an executable file.`);
  }
  const packages = [...new Set(missing.flatMap(({ part }) => part.debianPackages))].join(' ');
  lines.push(`Install with: apt-get install -y ${packages}`);
  for (const { part } of missing) if (part.otherwise) lines.push(`  elsewhere: ${part.otherwise.join(' ')}`);
  for (const { part } of missing) if (part.hint) lines.push(`  ${part.hint}`);
  if (process.env.PRICEWISE_NO_INSTALL === '1') {
    lines.push('PRICEWISE_NO_INSTALL=1 is set, so the test command did not install them.');
  }
  lines.push('A subset without them: PRICEWISE_TEST_ENGINES=sqlite npm run test:unit (the backend on SQLite alone)');
  return lines.join('\n');
}

/**
 * Finds (and unless PRICEWISE_NO_INSTALL=1, installs) every part the given groups need. Returns the
 * environment variables that point the tests at them; throws with one message when any is missing.
 * @param {string[]} [groupNames]
 * @returns {Promise<object>} the variables naming the programs found, which each caller reads by name
 */
export async function ensurePrerequisites(groupNames = Object.keys(TEST_GROUPS)) {
  /** @type {Map<string, string[]>} */
  const needed = new Map();
  for (const groupName of groupNames) {
    const group = TEST_GROUPS[groupName];
    if (!group) throw new Error(`Unknown test group "${groupName}" (known: ${Object.keys(TEST_GROUPS).join(', ')}).`);
    for (const partName of group.needs) {
      needed.set(partName, [...(needed.get(partName) || []), group.tests]);
    }
  }
  const installAllowed = process.env.PRICEWISE_NO_INSTALL !== '1';
  /** @type {Record<string, string>} */
  const env = {};
  /** @type {{ part: Part, groups: string[] }[]} */
  const missing = [];
  for (const [partName, groups] of needed) {
    const part = PARTS[partName];
    if (!part) throw new Error(`Unknown part "${partName}".`);
    let found = await part.find();
    if (!found && installAllowed && !(part.exportAs && process.env[part.exportAs])) {
      const started = Date.now();
      const { ok, how } = installPart(part);
      found = ok ? await part.find() : null;
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(
        found
          ? `Installed ${part.name} (${how}) for ${groups.join(' and ')} in ${seconds} s.`
          : `Could not install ${part.name} (${how}) for ${groups.join(' and ')} (${seconds} s).`,
      );
    }
    if (found) {
      if (part.exportAs) env[part.exportAs] = found;
    } else {
      missing.push({ part, groups });
    }
  }
  if (missing.length > 0) throw new Error(missingMessage(missing));
  return env;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const groups = process.argv.slice(2);
  try {
    await ensurePrerequisites(groups.length > 0 ? groups : undefined);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
