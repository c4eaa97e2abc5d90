// Plain JavaScript: shared by the site's server (scripts/site-server.mjs) and Next's bundles,
// which hold their own copy of this module, so the instance lives on globalThis.

const SLOT = Symbol.for('pricewise.hot-copies');
/** @type {{ [SLOT]?: { clear(): void } }} */
const slots = /** @type {any} */ (globalThis);

/**
 * Makes `copies` this process's hot copies, the ones `forgetHotCopies` clears.
 * @param {{ clear(): void }} copies
 */
export function registerHotCopies(copies) {
  slots[SLOT] = copies;
}

/**
 * Forgets every hot copy of this process (after an on-demand revalidation, so the next request
 * gets the fresh page). Nothing to do under `next dev` or `next start`, which keep none.
 */
export function forgetHotCopies() {
  slots[SLOT]?.clear();
}
