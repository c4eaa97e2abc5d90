/**
 * The site at a million products, measured through the site (the production build on the local
 * backend over a generated catalogue):
 *   1. search suggestions through the /restapi proxy, with the same queries straight to the
 *      backend beside them (what the hop costs);
 *   2. first renders of the largest category with a price filter and a sort (distinct variants, so
 *      each is rendered, not served from the cache);
 *   3. first renders of product pages (distinct products);
 *   4. the sitemap index and one product child of 50,000 URLs: time, and the Next server's RSS
 *      sampled while it streams.
 *
 *   npm run bench:scale -- [--products 1000000] [--data-dir DIR] [--no-build] [--samples 60] [--queries 300]
 *                          [--engine sqlite|postgres] [--postgres-port PORT]
 *
 * The catalogue is built once into DIR and reused: on SQLite, DIR/backend.sqlite (default
 * .data/catalogue-N, what `npm run seed` writes); on PostgreSQL, a server of its own whose data
 * lives in DIR (default .data/postgres-catalogue-N), started for the run on a loopback port and
 * stopped after it. A script for people, never a test: figures move with whatever else the machine does.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildCatalogueDatabase } from '../backend/src/seed/catalogue/build-database.js';
import { startPostgres, type PostgresServer } from '../backend/scripts/postgres-server.mjs';
import { fetchAgainIfClosed } from '../backend/bench/lib/fetch-again.js';
import { buildQueries, searchPathOf, timeQuery, WARM_UP } from '../backend/bench/lib/search-queries.js';
import { ensureBuild, root, startSite, table } from './lib/site.mjs';

const TARGETS = { suggestionsP95: 20, categoryP95: 150, productMs: 150, sitemapSeconds: 3, sitemapRssMb: 50 };

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const summary = (values: number[]) => [ms(percentile(values, 50)), ms(percentile(values, 95)), ms(Math.max(...values))];
const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;

async function ensureCatalogue(products: number, dataDir: string): Promise<void> {
  const file = path.join(dataDir, 'backend.sqlite');
  if (fs.existsSync(file)) {
    console.error(`Reusing ${file}`);
    return;
  }
  console.error(`Building ${products.toLocaleString('en-GB')} products in ${dataDir} (a few minutes)...`);
  const built = await buildCatalogueDatabase({ dataDir, products, log: (line) => console.error(`  ${line}`) });
  console.error(`Built in ${built.seconds.toFixed(0)} s`);
}

/** The pricing data's database on the bench's PostgreSQL server. */
const POSTGRES_DATABASE = 'pricing';

/**
 * The catalogue on PostgreSQL: a server with its data kept in `dir` (made and built on first use),
 * tuned as a small dedicated database host would be. Returns the server and the database's URL.
 */
async function ensurePostgresCatalogue(
  products: number,
  dir: string,
  port: number | undefined,
): Promise<{ server: PostgresServer; url: string }> {
  const server = await startPostgres({
    dir,
    port,
    fast: false,
    settings: { shared_buffers: '512MB', max_connections: '50' },
  });
  const url = server.url(POSTGRES_DATABASE);
  const admin = new pg.Client({ connectionString: server.url() });
  await admin.connect();
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [POSTGRES_DATABASE]);
    if (exists.rowCount) {
      console.error(`Reusing the database in ${dir}`);
      return { server, url };
    }
    await admin.query(`CREATE DATABASE ${POSTGRES_DATABASE}`);
  } catch (error) {
    server.stop();
    throw error;
  } finally {
    await admin.end();
  }
  console.error(`Building ${products.toLocaleString('en-GB')} products on PostgreSQL in ${dir} (many minutes)...`);
  try {
    const built = await buildCatalogueDatabase({
      databaseUrl: url,
      products,
      log: (line) => console.error(`  ${line}`),
    });
    console.error(`Built in ${built.seconds.toFixed(0)} s`);
  } catch (error) {
    server.stop();
    throw error;
  }
  return { server, url };
}

/** Time to the last byte of a GET, failing on anything but 200. */
async function timedGet(url: string, expectCache?: string): Promise<number> {
  const started = performance.now();
  const response = await fetchAgainIfClosed(url);
  await response.arrayBuffer();
  const elapsed = performance.now() - started;
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  if (expectCache && response.headers.get('x-nextjs-cache') !== expectCache) {
    throw new Error(`${url} was not a first render (x-nextjs-cache: ${response.headers.get('x-nextjs-cache')})`);
  }
  return elapsed;
}

interface TreeNode {
  id: number;
  name: string;
  productcount: number;
  children: TreeNode[];
}

async function largestCategory(siteUrl: string): Promise<{ path: string; name: string; count: number }> {
  const tree = (await (
    await fetchAgainIfClosed(`${siteUrl}/restapi/categories/GetTreeFrontendCategories/`)
  ).json()) as TreeNode[];
  const all = (nodes: TreeNode[]): TreeNode[] => nodes.flatMap((node) => [node, ...all(node.children)]);
  const largest = all(tree).reduce((best, node) => (node.productcount > best.productcount ? node : best));
  // The listing redirects to its canonical name: follow it once to learn the path.
  const response = await fetchAgainIfClosed(`${siteUrl}/cl/x-${largest.id}/`, { redirect: 'manual' });
  await response.arrayBuffer();
  return {
    path: new URL(response.headers.get('location') ?? `/cl/x-${largest.id}/`, siteUrl).pathname,
    name: largest.name,
    count: largest.productcount,
  };
}

async function searchSuggestions(siteUrl: string, backendUrl: string, count: number) {
  const queries = buildQueries(count + WARM_UP);
  const [sitePath, backendPath] = [await searchPathOf(siteUrl), await searchPathOf(backendUrl)];
  const through: number[] = [];
  const direct: number[] = [];
  for (const [index, { query }] of queries.entries()) {
    // Alternating, so both sides see the same moments of the machine.
    const a = await timeQuery(siteUrl, sitePath, query);
    const b = await timeQuery(backendUrl, backendPath, query);
    if (index >= WARM_UP) {
      through.push(a.ms);
      direct.push(b.ms);
    }
  }
  return { through, direct };
}

async function categoryFirstRenders(siteUrl: string, categoryPath: string, count: number): Promise<number[]> {
  const sorts = ['price_asc', 'price_desc', 'popularity'];
  // Pence picked per run, so a run's variants are not the cached pages of an earlier run.
  const minPrice = (20 + Math.floor(Math.random() * 10_000) / 100).toFixed(2);
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const maxPrice = 300 + i * 25;
    times.push(
      await timedGet(
        `${siteUrl}${categoryPath}?sort=${sorts[i % sorts.length]}&minPrice=${minPrice}&maxPrice=${maxPrice}`,
        'MISS',
      ),
    );
  }
  return times;
}

async function productFirstRenders(siteUrl: string, products: number, count: number): Promise<number[]> {
  const times: number[] = [];
  const start = Math.floor(Math.random() * (products - count * 997));
  for (let i = 0; i < count; i++) {
    const id = start + i * 997 + 1;
    const redirect = await fetchAgainIfClosed(`${siteUrl}/p/x-${id}/`, { redirect: 'manual' });
    await redirect.arrayBuffer();
    const location = redirect.headers.get('location');
    if (!location) throw new Error(`/p/x-${id}/ did not redirect to its canonical path (${redirect.status})`);
    // The canonical path has not been rendered yet (the redirect was rendered under the other name).
    times.push(await timedGet(new URL(location, siteUrl).href, 'MISS'));
  }
  return times;
}

async function sitemaps(siteUrl: string, pid: number, products: number) {
  const index = await timedGet(`${siteUrl}/sitemap.xml`);
  const child = `/sitemaps/products-${Math.max(1, Math.ceil(products / 50_000 / 2))}.xml`;
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 20);
  const started = performance.now();
  const response = await fetchAgainIfClosed(`${siteUrl}${child}`);
  const firstByte = performance.now() - started;
  const xml = await response.text();
  const total = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, rssMb(pid));
  const urls = (xml.match(/<loc>/g) ?? []).length;
  return { index, child, firstByte, total, urls, bytes: Buffer.byteLength(xml), before, peak };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      products: { type: 'string', default: '1000000' },
      'data-dir': { type: 'string' },
      'no-build': { type: 'boolean', default: false },
      samples: { type: 'string', default: '60' },
      queries: { type: 'string', default: '300' },
      engine: { type: 'string', default: 'sqlite' },
      'postgres-port': { type: 'string' },
    },
  });
  const engine = values.engine;
  if (engine !== 'sqlite' && engine !== 'postgres') throw new Error('--engine takes sqlite or postgres');
  const postgresPort = values['postgres-port'] === undefined ? undefined : Number(values['postgres-port']);
  if (postgresPort !== undefined && !Number.isInteger(postgresPort)) throw new Error('--postgres-port takes a port');
  const products = Number(values.products);
  const samples = Number(values.samples);
  const queryCount = Number(values.queries);
  if (![products, samples, queryCount].every((n) => Number.isInteger(n) && n > 0))
    throw new Error('--products, --samples and --queries take whole numbers');
  const defaultDir = engine === 'postgres' ? `postgres-catalogue-${products}` : `catalogue-${products}`;
  const dataDir = path.resolve(root, values['data-dir'] ?? path.join('.data', defaultDir));

  // On PostgreSQL the content service keeps its own fresh SQLite file (startSite's temporary folder).
  let postgres: { server: PostgresServer; url: string } | null = null;
  if (engine === 'postgres') postgres = await ensurePostgresCatalogue(products, dataDir, postgresPort);
  else await ensureCatalogue(products, dataDir);
  try {
    ensureBuild({ build: !values['no-build'] });
    const site = await startSite({ env: postgres ? { DATABASE_URL: postgres.url } : { BACKEND_DATA_DIR: dataDir } });
    try {
      await measure(site, products, dataDir, samples, queryCount, engine);
    } finally {
      await site.stop();
    }
  } finally {
    postgres?.server.stop();
  }
}

async function measure(
  site: Awaited<ReturnType<typeof startSite>>,
  products: number,
  dataDir: string,
  samples: number,
  queryCount: number,
  engine: string,
): Promise<void> {
  if (!site.pid) throw new Error('could not find the Next server process');
  const category = await largestCategory(site.url);
  console.log(
    `Site ${site.url} on ${products.toLocaleString('en-GB')} products (${engine}, ${dataDir}); largest category ${category.name}, ${category.count.toLocaleString('en-GB')} products\n`,
  );

  const search = await searchSuggestions(site.url, site.backendUrl, queryCount);
  const categoryTimes = await categoryFirstRenders(site.url, category.path, samples);
  const productTimes = await productFirstRenders(site.url, products, samples);
  const sitemap = await sitemaps(site.url, site.pid, products);

  console.log(
    table(
      ['measure', 'n', 'p50', 'p95', 'max', 'target'],
      [
        [
          'search suggestions through /restapi',
          String(search.through.length),
          ...summary(search.through),
          `p95 ≤ ${TARGETS.suggestionsP95} ms`,
        ],
        ['  the same, straight to the backend', String(search.direct.length), ...summary(search.direct), ''],
        [
          `${category.name} with a price filter and a sort, first render`,
          String(categoryTimes.length),
          ...summary(categoryTimes),
          `p95 ≤ ${TARGETS.categoryP95} ms`,
        ],
        [
          'product page, first render',
          String(productTimes.length),
          ...summary(productTimes),
          `≤ ${TARGETS.productMs} ms`,
        ],
      ],
    ),
  );
  console.log(
    `\nSitemap index: ${ms(sitemap.index)}. ${sitemap.child}: ${sitemap.urls.toLocaleString('en-GB')} URLs, ${(sitemap.bytes / 1e6).toFixed(1)} MB,`,
  );
  console.log(
    `  first byte ${ms(sitemap.firstByte)}, complete ${(sitemap.total / 1000).toFixed(2)} s (target ≤ ${TARGETS.sitemapSeconds} s);`,
  );
  console.log(
    `  Next server RSS ${sitemap.before.toFixed(0)} MB before, ${sitemap.peak.toFixed(0)} MB at most while streaming: +${(sitemap.peak - sitemap.before).toFixed(1)} MB (target ≤ ${TARGETS.sitemapRssMb} MB)`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  if (error instanceof Error && error.cause) console.error('  because:', error.cause);
  process.exit(1);
});
