import { parseDocument } from 'htmlparser2';
import type { ChildNode, Element } from 'domhandler';

/** Attributes whose values say what an element is, beyond its tag: the rest are compared by name only. */
const MEANINGFUL_VALUES = new Set(['id', 'role', 'data-island', 'data-testid', 'type', 'name']);
/** Class names are the bundler's (hashed in each its own way): their presence counts, not their text. */
const NAMES_ONLY = new Set(['class']);

function describeElement(element: Element): string {
  const attributes = Object.keys(element.attribs)
    .sort()
    .map((name) =>
      MEANINGFUL_VALUES.has(name) && !NAMES_ONLY.has(name) ? `${name}=${JSON.stringify(element.attribs[name])}` : name,
    );
  return [element.name, ...attributes].join(' ');
}

function walk(nodes: ChildNode[], depth: number, lines: string[]) {
  for (const node of nodes) {
    if (node.type !== 'tag' && node.type !== 'script' && node.type !== 'style') continue;
    const element = node as Element;
    lines.push(`${'  '.repeat(depth)}${describeElement(element)}`);
    walk(element.children, depth + 1, lines);
  }
}

function findById(nodes: ChildNode[], id: string): Element | null {
  for (const node of nodes) {
    if (node.type !== 'tag') continue;
    const element = node as Element;
    if (element.attribs.id === id) return element;
    const found = findById(element.children, id);
    if (found) return found;
  }
  return null;
}

/**
 * The structure of a page's body as the server wrote it (`#__next`: the frame, the page and its
 * islands): every element, one a line, indented by depth, with its attributes' names and the
 * values that say what it is. Text and class names are left out: the data and the bundler's
 * class names may differ, the structure may not.
 */
export function bodyStructure(html: string): string[] {
  const root = findById(parseDocument(html).children, '__next');
  if (!root) throw new Error('no #__next in the page');
  const lines: string[] = [];
  walk(root.children, 0, lines);
  return lines;
}

/** The page props a first load carries (`__NEXT_DATA__`), by key. */
export function firstLoadPropKeys(html: string): string[] {
  const match = /<script id="__NEXT_DATA__" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('no __NEXT_DATA__ in the page');
  return Object.keys((JSON.parse(match[1]!) as { props: { pageProps: object } }).props.pageProps).sort();
}
