// How many components React runs in the browser on a page's first load: the figure the budget test
// holds for a product page and `npm run bench:interaction` prints for every sample page. React
// reports each commit to the developer tools' hook (in production builds too); a page that
// installs the hook below before React loads learns every root, and the walk counts the component
// fibers and the DOM nodes React owns in them.

/**
 * A script for a page's start (Playwright's `addInitScript`): a minimal React developer tools hook
 * that remembers every committed root in `window.__reactRoots`.
 */
export const REACT_ROOTS_HOOK = `(() => {
  const roots = new Set();
  window.__reactRoots = roots;
  let renderers = 0;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject(renderer) { renderers += 1; this.renderers.set(renderers, renderer); return renderers; },
    onCommitFiberRoot(_id, root) { roots.add(root); },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onScheduleFiberRoot() {},
    checkDCE() {},
  };
})()`;

/**
 * A function for the page (Playwright's `evaluate`): the components (function, class, forwardRef
 * and memo fibers) and the host nodes (elements and texts) in every root React has committed, and
 * the number of roots.
 * @returns {{ roots: number, components: number, hostNodes: number }}
 */
export function countReactFibers() {
  const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
  const HOST_TAGS = new Set([5, 6, 26, 27]);
  let components = 0;
  let hostNodes = 0;
  /** @type {any[]} */
  const known = /** @type {any} */ (globalThis).__reactRoots ? [.../** @type {any} */ (globalThis).__reactRoots] : [];
  const roots = known.filter((root) => root.current?.child);
  for (const root of roots) {
    const stack = [root.current.child];
    while (stack.length > 0) {
      const fiber = stack.pop();
      if (!fiber) continue;
      if (COMPONENT_TAGS.has(fiber.tag)) components += 1;
      else if (HOST_TAGS.has(fiber.tag)) hostNodes += 1;
      stack.push(fiber.sibling, fiber.child);
    }
  }
  return { roots: roots.length, components, hostNodes };
}
