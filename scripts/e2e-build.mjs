// Whether the production build in .next/ can serve another end-to-end run (E2E_REUSE_BUILD=1):
// it must have been made from the same files and with the same build-time settings. The build
// inlines the public variables into the browser's code, and writes the security headers (the
// content and identity provider origins) and the images' allowed origins into its manifests.
import fs from 'node:fs';
import path from 'node:path';
import { root } from './local-backend.mjs';

const STAMP = path.join(root, '.next', 'e2e-build.json');
const BUILD_ID = path.join(root, '.next', 'BUILD_ID');

/** The files and folders a build is made from. */
const INPUTS = [
  'src',
  'public',
  'wp-templates',
  'next.config.mjs',
  'next-i18next.config.js',
  'faust.config.ts',
  'possibleTypes.json',
  'tsconfig.json',
  'package-lock.json',
  '.env',
  '.env.local',
  '.env.production',
  '.env.production.local',
];

/** The settings a build keeps: the public variables, and the origins its headers and images allow. */
function buildSettings(env) {
  const names = Object.keys(env)
    .filter((name) => name.startsWith('NEXT_PUBLIC_') || ['PRICING_API_URL', 'OIDC_ISSUER'].includes(name))
    .sort();
  return Object.fromEntries(names.map((name) => [name, env[name]]));
}

function newestChange(file) {
  const stat = fs.statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(file)
    .reduce((newest, name) => Math.max(newest, newestChange(path.join(file, name))), stat.mtimeMs);
}

/**
 * Forgets the pages the last run's servers rendered into the build's page cache (ISR), which hold
 * that run's data: a new run starts from a fresh database.
 */
export function forgetRenderedPages() {
  fs.rmSync(path.join(root, '.next', 'server', 'route-cache'), { recursive: true, force: true });
}

/** Records what the build in .next/ was made with; call after a successful build. */
export function stampBuild(env) {
  fs.writeFileSync(STAMP, JSON.stringify({ settings: buildSettings(env) }, null, 2));
}

/** Whether the build in .next/ was made with these settings from the files as they are now. */
export function reusableBuild(env) {
  if (!fs.existsSync(BUILD_ID) || !fs.existsSync(STAMP)) return false;
  const { settings } = JSON.parse(fs.readFileSync(STAMP, 'utf8'));
  if (JSON.stringify(settings) !== JSON.stringify(buildSettings(env))) return false;
  const built = fs.statSync(BUILD_ID).mtimeMs;
  return INPUTS.map((input) => path.join(root, input))
    .filter((file) => fs.existsSync(file))
    .every((file) => newestChange(file) < built);
}
