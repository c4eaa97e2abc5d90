import type { ElementType, HTMLAttributes } from 'react';

/** The one value every ServerHtml gives React in the browser: the same object, so nothing changes. */
const KEEP_SERVER_HTML = { __html: '' };

type ServerHtmlProps = HTMLAttributes<HTMLElement> & { as?: ElementType; 'data-testid'?: string };

/**
 * An element whose content the server renders and the browser keeps as it is. In the browser
 * React renders the element with an empty `dangerouslySetInnerHTML`: hydrating such an element
 * keeps the server's children (React compares only text children), and re-rendering it with the
 * same value changes nothing, so the content is never hydrated, re-rendered or removed. Islands
 * inside it get roots of their own (hydrate-islands.tsx).
 */
export function ServerHtml({ as: Element = 'div', children, ...attributes }: ServerHtmlProps) {
  if (typeof window === 'undefined') return <Element {...attributes}>{children}</Element>;
  return <Element {...attributes} dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />;
}
