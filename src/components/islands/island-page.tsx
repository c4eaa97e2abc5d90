import { lazy, type ComponentType } from 'react';

const ISLAND_PAGE = 'islandPage';

export type IslandPage<Props extends object> = ComponentType<Props> & { [ISLAND_PAGE]: true };

/**
 * A page whose first load is server HTML with islands (island.tsx): its content component loads
 * as a chunk of its own, which the server renders and a client-side navigation loads, while a
 * first load never does. A page file's default export: `islandPage(() => import('…/XRoute'))`.
 */
export function islandPage<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): IslandPage<Props> {
  const Content = lazy(load);
  function IslandPageContent(props: Props) {
    return <Content {...props} />;
  }
  return Object.assign(IslandPageContent, { [ISLAND_PAGE]: true as const });
}

export function isIslandPage(component: unknown): boolean {
  return typeof component === 'function' && (component as unknown as Record<string, unknown>)[ISLAND_PAGE] === true;
}
