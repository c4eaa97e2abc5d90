import type { ComponentType, ElementType, ReactElement } from 'react';

/**
 * Islands: the parts of a page a shopper can touch (search, menus, filters, Save, Alert me, …).
 * The server renders the whole page; in the browser a first load keeps the server's HTML as it
 * is and React hydrates only the islands, each as a root of its own
 * (src/components/islands/hydrate-islands.tsx), with the props its element carries. Everything
 * else is server HTML React never touches. Pages opened by a client-side navigation render in
 * the browser as usual, islands included (they are plain components there).
 */

/** The attributes of an island's element: its name, and its props as JSON. */
export const ISLAND_ATTRIBUTE = 'data-island';
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';

export interface IslandDefinition<Props extends object> {
  /** Unique among islands: the key of the browser's registry (src/features/shell/islands.ts). */
  name: string;
  /**
   * Translation keys the island's code shows, whole or as prefixes (`nav` takes `nav.deals`,
   * `account.unread` takes `account.unread_one`): a first load sends only these, once per page.
   */
  strings: readonly string[];
  /** The island's component, through next/dynamic: its chunk loads only where it is placed. */
  component: ComponentType<Props>;
}

export interface IslandElementProps {
  /** The island's element (`div` with `display: contents` unless told). */
  as?: ElementType;
  className?: string;
  testId?: string;
}

export type IslandComponent<Props extends object> = ((props: Props & IslandElementProps) => ReactElement) & {
  island: IslandDefinition<Props>;
};

/**
 * An island's placement: its element, marked with its name and props, around its component.
 * Props must survive JSON (data, no functions), since that is how they reach the browser.
 */
export function defineIsland<Props extends object>(definition: IslandDefinition<Props>): IslandComponent<Props> {
  const Component = definition.component;
  function Island({ as: Element = 'div', className = 'island', testId, ...props }: Props & IslandElementProps) {
    const attributes = {
      [ISLAND_ATTRIBUTE]: definition.name,
      [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props),
    };
    return (
      <Element className={className} data-testid={testId} {...attributes}>
        <Component {...(props as Props)} />
      </Element>
    );
  }
  Island.displayName = `Island(${definition.name})`;
  return Object.assign(Island, { island: definition });
}

/** Reads an island's props back from its element. */
export function islandProps(element: Element): object {
  const text = element.getAttribute(ISLAND_PROPS_ATTRIBUTE);
  return text ? (JSON.parse(text) as object) : {};
}
