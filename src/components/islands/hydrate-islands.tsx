import { hydrateRoot, type Root } from 'react-dom/client';
import { ISLAND_ATTRIBUTE, islandProps, type IslandComponent } from './island';
import type { Translations } from '@/lib/i18n/translations';
import { IslandRoot } from './IslandRoot';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a registry holds islands of every props type.
export type IslandRegistry = Readonly<Record<string, IslandComponent<any>>>;

const roots = new Map<Element, Root>();

/** The island elements under `scope`, outermost only (an island's own tree hydrates with it). */
function islandElements(scope: ParentNode): Element[] {
  return [...scope.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)].filter(
    (element) => !roots.has(element) && !element.parentElement?.closest(`[${ISLAND_ATTRIBUTE}]`),
  );
}

/**
 * Hydrates every island under `scope` as a React root of its own, with the props its element
 * carries, and calls `onHydrated` once all of them have committed (at once when there are none).
 * The islands' chunks are in the page's scripts (next/dynamic), loaded before this runs.
 */
export function hydrateIslands(
  scope: ParentNode,
  registry: IslandRegistry,
  i18n: Translations,
  onHydrated: () => void,
) {
  const elements = islandElements(scope);
  let waiting = elements.length;
  const settled = () => {
    waiting -= 1;
    if (waiting === 0) onHydrated();
  };
  if (waiting === 0) onHydrated();
  for (const element of elements) {
    const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? '';
    const island = registry[name];
    if (!island) {
      console.error(`No island is named "${name}": its server HTML stays as it is.`);
      settled();
      continue;
    }
    const Component = island.island.component;
    const root = hydrateRoot(
      element,
      <IslandRoot i18n={i18n} onHydrated={settled}>
        <Component {...islandProps(element)} />
      </IslandRoot>,
    );
    roots.set(element, root);
  }
}

/**
 * Unmounts the roots of islands whose elements have left the document (the static page was
 * replaced), once the app's own render is over: a root cannot unmount while another renders.
 */
export function unmountDetachedIslands() {
  setTimeout(() => {
    for (const [element, root] of roots) {
      if (element.isConnected) continue;
      root.unmount();
      roots.delete(element);
    }
  }, 0);
}
