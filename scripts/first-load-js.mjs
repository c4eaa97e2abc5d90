// First-load JavaScript of a page: every script its server-rendered HTML makes a modern browser
// run (the route's chunks from the build manifest plus the dynamic chunks the page rendered on the
// server), gzip-compressed as a server sends them. Shared by `npm run bench:bundle` and the budget
// test, so the figure a person reads is the one CI holds.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { AFTER_PAINT_ATTRIBUTE } from '../src/lib/document/after-paint-loader.mjs';

/** @typedef {{ file: string, size: number }} ChunkSize */
/** The part of Next's `.next/build-manifest.json` read here. @typedef {{ pages: Record<string, string[]> }} BuildManifest */

/** @type {Map<string, number>} */
const gzipCache = new Map();

/**
 * @param {string} file
 * @returns {number}
 */
export function gzipSize(file) {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

/**
 * @param {string} root
 * @returns {BuildManifest}
 */
export function readBuildManifest(root) {
  return JSON.parse(fs.readFileSync(path.join(root, '.next', 'build-manifest.json'), 'utf8'));
}

/**
 * `static/chunks/...js` paths the HTML loads as scripts: `src`, or the after-paint loader's
 * placeholders (AFTER_PAINT_ATTRIBUTE, src/lib/document/after-paint-loader.mjs); nomodule polyfills
 * are not loaded.
 */
const SCRIPT_ADDRESS = new RegExp(`\\b(?:src|${AFTER_PAINT_ATTRIBUTE})="([^"]+)"`);

/**
 * @param {string} html
 * @returns {Set<string>}
 */
export function scriptsOf(html) {
  /** @type {Set<string>} */
  const files = new Set();
  for (const match of html.matchAll(/<script\b([^>]*)>/g)) {
    const attributes = match[1] ?? '';
    if (/\bnomodule\b/i.test(attributes)) continue;
    const src = SCRIPT_ADDRESS.exec(attributes)?.[1];
    const file = src && /\/_next\/(static\/[^"?]+\.js)/.exec(src)?.[1];
    if (file) files.add(decodeURIComponent(file));
  }
  return files;
}

/**
 * The page (route) that rendered a document, from its `__NEXT_DATA__`.
 * @param {string} html
 * @returns {string | null}
 */
export function pageOf(html) {
  const match = /<script id="__NEXT_DATA__" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  return match?.[1] ? JSON.parse(match[1]).page : null;
}

/**
 * The gzip bytes of a page's first-load JS, and the files: the union of the manifest's chunks for
 * `_app` and the page that rendered it, and the scripts in its HTML.
 * @param {string} root
 * @param {BuildManifest} manifest
 * @param {string} html
 * @returns {{ bytes: number, files: ChunkSize[] }}
 */
export function firstLoadJs(root, manifest, html) {
  const route = pageOf(html);
  const files = new Set(
    [...(manifest.pages['/_app'] || []), ...((route && manifest.pages[route]) || [])].filter((file) =>
      file.endsWith('.js'),
    ),
  );
  for (const file of scriptsOf(html)) files.add(file);
  let bytes = 0;
  /** @type {ChunkSize[]} */
  const sizes = [];
  for (const file of files) {
    const size = gzipSize(path.join(root, '.next', file));
    bytes += size;
    sizes.push({ file, size });
  }
  return { bytes, files: sizes.sort((a, b) => b.size - a.size) };
}

/**
 * Budgets in gzip bytes (kB = 1,000 bytes, as Next reports them): the catalogue's routes, the
 * account routes and the WordPress routes. A first load runs React, Next and the page's islands
 * only (about 133-138 kB), so each is a little above what its pages need today: a page that
 * grows by more fails the budget test.
 */
export const CATALOGUE_BUDGET = 145_000;
export const ACCOUNT_BUDGET = 145_000;
export const WORDPRESS_BUDGET = 145_000;
