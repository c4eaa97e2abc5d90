#!/usr/bin/env node
// Negative answers under load, against a static file of the same bytes from the same server:
// a listing page past the last one (`/cl/{name}-{id}/?page=2` of a category with one page) and an
// unknown URL, which goes through the WordPress catch-all. Both are 404s from the page cache.
//   npm run bench:not-found [-- --duration 20] [--connections 50] [--no-build]
import { LOAD_HEADERS, load as loadPaths, removeStaticCopies, staticCopy, summary } from './lib/load.mjs';
import { ensureBuild, startSite, table } from './lib/site.mjs';
import { argument } from './lib/arguments.mjs';

const duration = Number(argument('duration', 20));
const connections = Number(argument('connections', 50));
const load = (url, paths) => loadPaths(url, paths, { connections, duration });

const PAGE_SIZE = 24;

/** Page 2 of the smallest category with products (one page of them), under its canonical name. */
async function pastLastPage(site) {
  const tree = await (await fetch(`${site.backendUrl}/restapi/categories/GetTreeFrontendCategories`)).json();
  const all = (nodes) => nodes.flatMap((node) => [node, ...all(node.children)]);
  const [smallest] = all(tree)
    .filter((node) => node.hasproducts && node.productcount <= PAGE_SIZE)
    .sort((a, b) => a.productcount - b.productcount);
  const canonical = new URL((await fetch(`${site.url}/cl/x-${smallest.id}/`)).url).pathname;
  return `${canonical}?page=2`;
}

async function expectNotFound(site, path) {
  const response = await fetch(`${site.url}${path}`);
  await response.text();
  if (response.status !== 404) throw new Error(`${path} answers ${response.status}, not 404`);
}

ensureBuild({ build: !process.argv.includes('--no-build') });
const unknown = '/no-such-page-here/';
// The first server takes the static copy; Next lists its static files when it starts, so the
// loads run on a second server that finds the copy in place.
const first = await startSite();
let listing, staticNotFound;
try {
  listing = await pastLastPage(first);
  staticNotFound = await staticCopy(first, listing, 'not-found');
} finally {
  await first.stop();
}
const site = await startSite();
try {
  // Each answer once, so the loads measure what is served from the page cache.
  for (const path of [listing, unknown]) await expectNotFound(site, path);
  const listingRun = await load(site.url, [listing]);
  const unknownRun = await load(site.url, [unknown]);
  const staticRun = await load(site.url, [staticNotFound.path]);
  console.log(`\nNegative answers, ${connections} connections, ${duration} s each`);
  console.log(
    table(LOAD_HEADERS, [
      summary(`listing past its last page (${listing})`, listingRun, 404),
      summary(`unknown URL (${unknown})`, unknownRun, 404),
      summary(`static copy (${(staticNotFound.bytes / 1000).toFixed(1)} kB)`, staticRun),
    ]),
  );
  for (const [name, run] of [
    ['listing past its last page', listingRun],
    ['unknown URL', unknownRun],
  ]) {
    console.log(`${name} vs static: ${(run.requests.average / staticRun.requests.average).toFixed(2)}`);
  }
} finally {
  removeStaticCopies();
  await site.stop();
}
