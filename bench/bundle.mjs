#!/usr/bin/env node
// First-load JS per route (gzip), from the build manifest and each page's server-rendered HTML.
//   npm run bench:bundle [-- --no-build] [--files] [--explain]
// --explain builds with source maps and lists what each chunk holds (minified bytes).
import {
  ACCOUNT_BUDGET,
  CATALOGUE_BUDGET,
  firstLoadJs,
  pageOf,
  readBuildManifest,
  WORDPRESS_BUDGET,
} from '../scripts/first-load-js.mjs';
import fs from 'node:fs';
import path from 'node:path';
import { explainChunk } from './lib/explain.mjs';
import { ensureBuild, root, samplePages, shopperCookies, startSite, table } from './lib/site.mjs';

const explain = process.argv.includes('--explain');
if (explain) process.env.BUNDLE_SOURCE_MAPS = '1';
// --explain needs a build with source maps: reused only when asked (--no-build) and one is there.
const hasSourceMaps = () =>
  fs.readdirSync(path.join(root, '.next/static/chunks')).some((file) => file.endsWith('.js.map'));
ensureBuild({ build: !process.argv.includes('--no-build') || (explain && !hasSourceMaps()) });
const site = await startSite();
try {
  const pages = await samplePages(site.url);
  const routes = [
    ['/', CATALOGUE_BUDGET],
    ['/cl/', CATALOGUE_BUDGET],
    [pages.category, CATALOGUE_BUDGET],
    [`${pages.category}?sort=price_asc&page=2`, CATALOGUE_BUDGET],
    [pages.product, CATALOGUE_BUDGET],
    ['/search/?q=phone', CATALOGUE_BUDGET],
    [pages.guide, WORDPRESS_BUDGET],
    [pages.review, WORDPRESS_BUDGET],
    ['/n/', WORDPRESS_BUDGET],
    ['/g/', WORDPRESS_BUDGET],
    [pages.deals, CATALOGUE_BUDGET],
    ['/login/', ACCOUNT_BUDGET],
    ['/signup/', ACCOUNT_BUDGET],
    ['/account/', ACCOUNT_BUDGET, { signedIn: true }],
  ];
  const cookie = await shopperCookies(site.url);
  const manifest = readBuildManifest(root);
  const rows = [];
  for (const [url, budget, { signedIn = false } = {}] of routes) {
    const html = await (await fetch(`${site.url}${url}`, { headers: signedIn ? { cookie } : {} })).text();
    const route = pageOf(html);
    const { bytes, files } = firstLoadJs(root, manifest, html);
    const kb = (n) => (n / 1000).toFixed(1);
    rows.push([
      url,
      route,
      kb(bytes),
      kb(budget),
      bytes <= budget ? 'ok' : 'OVER',
      String(files.length),
      (Buffer.byteLength(html) / 1000).toFixed(1),
    ]);
    if (process.argv.includes('--files') || explain) {
      console.log(`\n${url}`);
      for (const file of files) {
        console.log(`  ${kb(file.size).padStart(7)} kB  ${file.file}`);
        if (!explain || file.size < 1000) continue;
        for (const [source, size] of await explainChunk(path.join(root, '.next', file.file), 8)) {
          console.log(`              ${(size / 1000).toFixed(1).padStart(6)} kB min  ${source}`);
        }
      }
    }
  }
  console.log(table(['page', 'route', 'first-load JS kB gz', 'budget kB', '', 'scripts', 'HTML kB'], rows));
} finally {
  await site.stop();
}
