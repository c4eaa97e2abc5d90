/**
 * Latency of search suggestions (POST /restapi/search/search, limit 10) at a million products.
 *
 *   npm run bench:search -- [--products 1000000] [--data-dir DIR] [--url URL] [--queries 300]
 *
 * Without --url it builds (or reuses) the catalogue database in DIR, starts the backend on it
 * and measures that. With --url it measures whatever serves that base URL (the site's /restapi
 * proxy, say), which must run on a catalogue from the same generator. A script, not a test.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildCatalogueDatabase } from '../src/seed/catalogue/build-database.js';
import { buildQueries, searchPathOf, timeQuery, WARM_UP } from './lib/search-queries.js';

interface Sample {
  query: string;
  words: number;
  ms: number;
  numFound: number;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function startBackend(dataDir: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, [require.resolve('tsx/cli'), path.join(__dirname, '..', 'src', 'main.ts')], {
    env: { ...process.env, BACKEND_DATA_DIR: dataDir, BACKEND_PORT: String(port), BACKEND_LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) throw new Error(`the backend exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/health`)).ok) return { url, child };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error('the backend did not become healthy within 60 s');
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

function printTable(samples: readonly Sample[]): void {
  const groups: [string, Sample[]][] = [
    ['all', [...samples]],
    ['1 word', samples.filter((s) => s.words === 1)],
    ['2 words', samples.filter((s) => s.words === 2)],
    ['3+ words', samples.filter((s) => s.words >= 3)],
  ];
  const rows = groups.map(([label, group]) => {
    const ms = group.map((s) => s.ms).sort((a, b) => a - b);
    const found = group.map((s) => s.numFound).sort((a, b) => a - b);
    return [
      label,
      String(group.length),
      ...[50, 95, 99].map((p) => percentile(ms, p).toFixed(1)),
      (ms.at(-1) ?? NaN).toFixed(1),
      String(percentile(found, 50)),
    ];
  });
  const header = ['queries', 'n', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'median numFound'];
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      products: { type: 'string', default: '1000000' },
      'data-dir': { type: 'string' },
      url: { type: 'string' },
      queries: { type: 'string', default: '300' },
    },
  });
  const products = Number(values.products);
  const queryCount = Number(values.queries);
  if (!Number.isInteger(products) || !Number.isInteger(queryCount) || queryCount < 1)
    throw new Error('--products and --queries take whole numbers');

  let baseUrl = values.url?.replace(/\/+$/, '');
  let child: ChildProcess | undefined;
  if (!baseUrl) {
    // A relative --data-dir is where the command was typed (npm runs this script from backend/).
    const dataDir = path.resolve(
      process.env.INIT_CWD ?? '.',
      values['data-dir'] ?? path.join(os.tmpdir(), `pricing-search-bench-${products}`),
    );
    const databaseFile = path.join(dataDir, 'backend.sqlite');
    if (fs.existsSync(databaseFile)) {
      console.log(`Reusing ${databaseFile}`);
    } else {
      console.log(`Building ${products.toLocaleString('en-GB')} products in ${dataDir}`);
      const built = await buildCatalogueDatabase({ dataDir, products, log: (line) => console.log(`  ${line}`) });
      console.log(`Built in ${built.seconds.toFixed(0)} s`);
    }
    console.log(`Database: ${(fs.statSync(databaseFile).size / 1024 / 1024).toFixed(0)} MB`);
    ({ url: baseUrl, child } = await startBackend(dataDir));
  }
  try {
    const queries = buildQueries(queryCount + WARM_UP);
    const searchPath = await searchPathOf(baseUrl);
    console.log(`Measuring ${queryCount} queries (after ${WARM_UP} warm-up) against ${baseUrl}${searchPath}`);
    const samples: Sample[] = [];
    for (const [index, { query, words }] of queries.entries()) {
      const { ms, numFound } = await timeQuery(baseUrl, searchPath, query);
      if (index >= WARM_UP) samples.push({ query, words, ms, numFound });
    }
    printTable(samples);
    const slowest = [...samples].sort((a, b) => b.ms - a.ms).slice(0, 5);
    console.log(`slowest: ${slowest.map((s) => `"${s.query}" ${s.ms.toFixed(1)} ms (${s.numFound})`).join(', ')}`);
  } finally {
    child?.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
