import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensurePrerequisites } from '../../../scripts/test-prerequisites.mjs';
import { buildPluginZip } from '../../../scripts/wordpress-zip.mjs';
import { startTestBackend } from '../../../backend/tests/helpers.js';
import { FAUST_SECRET, type PricingCatalogue, type ToolPaths } from './context.js';
import { startWordPress, wpCommand, type WordPressSiteInfo } from './wordpress-site.js';

declare module 'vitest' {
  export interface ProvidedContext {
    wordpress: WordPressSiteInfo;
    pricing: PricingCatalogue;
    pluginZip: string;
    tools: ToolPaths;
  }
}

/**
 * One WordPress for the test files (they run one after another), with the plugin installed from
 * its zip, FaustWP's secret set as FaustWP stores it, and the local backend as the pricing service
 * whose catalogue decides which products can be saved.
 */
export default async function setup(project: TestProject) {
  // A missing part fails here with the message that names it; never a skip.
  const tools = (await ensurePrerequisites(['wordpress'])) as ToolPaths;
  Object.assign(process.env, tools);
  const zip = buildPluginZip(path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pricewise-zip-')), 'pricewise.zip'));
  const pricing = await startTestBackend();
  const site = await startWordPress(zip).catch(async (error: unknown) => {
    await pricing.close();
    throw error;
  });
  // FaustWP keeps its secret in its settings option; the plugin reads it from there.
  await wpCommand(site, 'set-option', { name: 'faustwp_settings', value: { secret_key: FAUST_SECRET } });
  await wpCommand(site, 'set-option', { name: 'pricewise_settings', value: { pricing_url: pricing.baseUrl } });
  const maxId = pricing.db.prepare('SELECT MAX(id) FROM products').pluck().get() as number;

  project.provide('wordpress', { url: site.url, siteDir: site.siteDir, php: site.php, adminPassword: site.adminPassword, debugLog: site.debugLog });
  project.provide('pricing', { url: pricing.baseUrl, knownProductIds: [1, 2, 3, 7, 12, 41, 42, 43, 55, 77, 300], unknownProductId: maxId + 1 });
  project.provide('pluginZip', zip);
  project.provide('tools', tools);

  return async () => {
    await site.stop();
    await pricing.close();
    fs.rmSync(path.dirname(zip), { recursive: true, force: true });
  };
}

/** Warnings, notices and errors that PHP logged from the plugin's own files. */
export function pluginProblems(debugLog: string): string[] {
  if (!fs.existsSync(debugLog)) return [];
  return fs
    .readFileSync(debugLog, 'utf8')
    .split('\n')
    .filter((line) => /PHP (Warning|Notice|Deprecated|Fatal error|Parse error)/.test(line) && line.includes('/plugins/pricewise/'));
}
