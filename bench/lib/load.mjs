// Load runs for the server benchmarks: autocannon against paths of one site, a static copy of a
// page's bytes to compare with, and a table row per run.
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { root } from './site.mjs';

/** Requests from `connections` clients for `duration` seconds, cycling through `paths`. */
export function load(url, paths, { connections, duration }) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections, duration, requests: paths.map((p) => ({ method: 'GET', path: p })) },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

const STATIC_FOLDER = path.join(root, '.next', 'static', 'bench');

/**
 * A static copy of a page's bytes, served by the same Next server from its static folder. Next
 * lists its static files when it starts: a server started after the copy is made serves it.
 */
export async function staticCopy(site, pagePath, name) {
  const html = await (await fetch(`${site.url}${pagePath}`)).text();
  fs.mkdirSync(STATIC_FOLDER, { recursive: true });
  fs.writeFileSync(path.join(STATIC_FOLDER, `${name}.html`), html);
  return { path: `/_next/static/bench/${name}.html`, bytes: Buffer.byteLength(html) };
}

export function removeStaticCopies() {
  fs.rmSync(STATIC_FOLDER, { recursive: true, force: true });
}

export const LOAD_HEADERS = ['run', 'req/s', 'p50', 'p99', 'errors', 'timeouts'];

/** A table row of a load run; `expected` is the status every answer should have. */
export const summary = (label, result, expected = 200) => [
  label,
  result.requests.average.toFixed(0),
  `${result.latency.p50} ms`,
  `${result.latency.p99} ms`,
  String(
    result.errors + (expected === 200 ? result.non2xx : result.non2xx - (result.statusCodeStats[expected]?.count ?? 0)),
  ),
  String(result.timeouts),
];
