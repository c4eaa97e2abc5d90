#!/usr/bin/env node
// Server cost of the production build on the local backend:
//  1. CPU time of a warm category-page render (median), read from the Next server's threads;
//  2. listings under load: autocannon over many sorts, filters and pages of a category vs a static
//     file of the same bytes from the same server, two runs, with the server's RSS after each;
//  3. a cached product page vs a static file of the same bytes, in one run.
//   npm run bench:server [-- --duration 60] [--connections 50] [--no-build]
import fs from 'node:fs';
import { LOAD_HEADERS, load as loadPaths, removeStaticCopies, staticCopy, summary } from './lib/load.mjs';
import { ensureBuild, median, samplePages, startSite, table } from './lib/site.mjs';
import { argument } from './lib/arguments.mjs';

const duration = Number(argument('duration', 60));
const connections = Number(argument('connections', 50));
const load = (url, paths) => loadPaths(url, paths, { connections, duration });

/** Nanoseconds the process's threads have run on a CPU (schedstat: ns resolution, unlike stat). */
function cpuNanoseconds(pid) {
  let total = 0;
  for (const thread of fs.readdirSync(`/proc/${pid}/task`)) {
    total += Number(fs.readFileSync(`/proc/${pid}/task/${thread}/schedstat`, 'utf8').split(' ')[0]);
  }
  return total;
}

const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

/** Distinct listing URLs: every sort, the first two pages, no price cap or one of many. */
function listingVariants(category, count) {
  const sorts = ['popularity', 'price_asc', 'price_desc', 'discount', 'newest'];
  const variants = [];
  for (let cap = 0; variants.length < count; cap += 1) {
    for (const sort of sorts) {
      for (const page of [1, 2]) {
        const price = cap === 0 ? '' : `&maxPrice=${cap * 75}`;
        variants.push(`${category}?sort=${sort}${price}${page > 1 ? `&page=${page}` : ''}`);
      }
    }
  }
  return variants.slice(0, count);
}

async function renderCpu(site, category) {
  const urls = listingVariants(category, 70);
  for (const url of urls.slice(0, 10)) await (await fetch(`${site.url}${url}`)).text(); // warm-up
  const samples = [];
  for (const url of urls.slice(10)) {
    const before = cpuNanoseconds(site.pid);
    await (await fetch(`${site.url}${url}`)).text();
    samples.push((cpuNanoseconds(site.pid) - before) / 1e6);
  }
  return { median: median(samples), max: Math.max(...samples), count: samples.length };
}

ensureBuild({ build: !process.argv.includes('--no-build') });
// The first server measures render CPU and takes the static copies; Next lists its static files
// when it starts, so the loads run on a second server that finds the copies in place.
const first0 = await startSite();
let category, product, listings, staticListing, staticProduct;
try {
  ({ category, product } = await samplePages(first0.url));
  const cpu = await renderCpu(first0, category);
  console.log(
    `Category page render CPU (warm, ${cpu.count} distinct listings): median ${cpu.median.toFixed(1)} ms, max ${cpu.max.toFixed(1)} ms`,
  );
  listings = listingVariants(category, 40);
  staticListing = await staticCopy(first0, listings[0], 'listing');
  staticProduct = await staticCopy(first0, product, 'product');
} finally {
  await first0.stop();
}
const site = await startSite();
try {
  for (const check of [staticListing.path, staticProduct.path]) {
    const response = await fetch(`${site.url}${check}`);
    if (!response.ok) throw new Error(`The static copy ${check} answers ${response.status}`);
  }
  const rssStart = rssMb(site.pid);
  const first = await load(site.url, listings);
  const rssFirst = rssMb(site.pid);
  const second = await load(site.url, listings);
  const rssSecond = rssMb(site.pid);
  const listingStatic = await load(site.url, [staticListing.path]);

  const cachedProduct = await load(site.url, [product]);
  const productStatic = await load(site.url, [staticProduct.path]);

  const headers = LOAD_HEADERS;
  console.log(
    `\nListings (${listings.length} sorts/filters/pages of ${category}), ${connections} connections, ${duration} s each`,
  );
  console.log(
    table(headers, [
      summary('listings, run 1', first),
      summary('listings, run 2', second),
      summary(`static copy (${(staticListing.bytes / 1000).toFixed(1)} kB)`, listingStatic),
    ]),
  );
  console.log(`throughput vs static: ${(second.requests.average / listingStatic.requests.average).toFixed(2)}`);
  console.log(
    `RSS: start ${rssStart.toFixed(0)} MB, after run 1 ${rssFirst.toFixed(0)} MB, after run 2 ${rssSecond.toFixed(0)} MB (${(((rssSecond - rssFirst) / rssFirst) * 100).toFixed(1)}%)`,
  );
  console.log(`\nCached product page ${product}`);
  console.log(
    table(headers, [
      summary('product page', cachedProduct),
      summary(`static copy (${(staticProduct.bytes / 1000).toFixed(1)} kB)`, productStatic),
    ]),
  );
  console.log(`throughput vs static: ${(cachedProduct.requests.average / productStatic.requests.average).toFixed(2)}`);
} finally {
  removeStaticCopies();
  await site.stop();
}
