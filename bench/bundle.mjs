#!/usr/bin/env node
// First-load JS per route (gzip), from the build manifest and each page's server-rendered HTML.
//   npm run bench:bundle [-- --no-build]
import { CATALOGUE_BUDGET, firstLoadJs, readBuildManifest, WORDPRESS_BUDGET } from '../scripts/first-load-js.mjs';
import { ensureBuild, root, samplePages, startSite, table } from './lib/site.mjs';

ensureBuild({ build: !process.argv.includes('--no-build') });
const site = await startSite();
try {
  const pages = await samplePages(site.url);
  const routes = [
    ['/', '/', CATALOGUE_BUDGET],
    ['/cl/', '/cl', CATALOGUE_BUDGET],
    [pages.category, '/cl/[slug]', CATALOGUE_BUDGET],
    [pages.product, '/p/[slug]', CATALOGUE_BUDGET],
    ['/search/?q=phone', '/search', CATALOGUE_BUDGET],
    [pages.guide, '/[...wordpressNode]', WORDPRESS_BUDGET],
    [pages.review, '/[...wordpressNode]', WORDPRESS_BUDGET],
    ['/n/', '/n', WORDPRESS_BUDGET],
    ['/g/', '/g', WORDPRESS_BUDGET],
  ];
  const manifest = readBuildManifest(root);
  const rows = [];
  for (const [url, route, budget] of routes) {
    const html = await (await fetch(`${site.url}${url}`)).text();
    const { bytes, files } = firstLoadJs(root, manifest, route, html);
    const kb = (n) => (n / 1000).toFixed(1);
    rows.push([url, route, kb(bytes), kb(budget), bytes <= budget ? 'ok' : 'OVER', String(files.length),
      (Buffer.byteLength(html) / 1000).toFixed(1)]);
    if (process.argv.includes('--files')) {
      console.log(`\n${url}`);
      for (const file of files) console.log(`  ${kb(file.size).padStart(7)} kB  ${file.file}`);
    }
  }
  console.log(table(['page', 'route', 'first-load JS kB gz', 'budget kB', '', 'scripts', 'HTML kB'], rows));
} finally {
  await site.stop();
}
