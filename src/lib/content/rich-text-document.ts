import { htmlToDOM, type DOMNode, type Element, type Text } from 'html-react-parser';
import { uniqueHeadingIds } from './heading-ids';
import { countWords } from './read-time';
import { sanitizeContentHtml } from './sanitize-content';

export interface OutlineHeading {
  level: 2 | 3;
  text: string;
  id: string;
}

/** Sanitised content, parsed once: the nodes to render, its h2/h3 outline and its word count. */
export interface RichTextDocument {
  nodes: DOMNode[];
  outline: OutlineHeading[];
  wordCount: number;
}

/**
 * Node kinds by their `type`, not `instanceof`: the parser's server (htmlparser2) and browser
 * (DOMParser) builds may load their own copy of the node classes.
 */
export function isElementNode(node: DOMNode): node is Element {
  return node.type === 'tag' || node.type === 'script' || node.type === 'style';
}

export function isTextNode(node: DOMNode): node is Text {
  return node.type === 'text';
}

const BLOCK_TAGS = new Set(['p', 'div', 'li', 'h2', 'h3', 'h4', 'h5', 'h6', 'td', 'th', 'br', 'figcaption', 'summary', 'blockquote', 'pre', 'dt', 'dd']);

/** Visible text of DOM nodes; block elements are separated so their words never run together. */
export function nodesText(nodes: readonly DOMNode[]): string {
  return nodes
    .map((node) => {
      if (isTextNode(node)) return node.data;
      if (isElementNode(node)) {
        const inner = nodesText(node.children as DOMNode[]);
        return BLOCK_TAGS.has(node.name) ? ` ${inner} ` : inner;
      }
      return '';
    })
    .join('');
}

/** Plain text of an HTML fragment (titles from the REST API arrive HTML-escaped). */
export function htmlToText(html: string): string {
  return nodesText(htmlToDOM(html) as DOMNode[]).replace(/\s+/g, ' ').trim();
}

function headingsOf(nodes: readonly DOMNode[]): Element[] {
  return nodes.flatMap((node) => {
    if (!isElementNode(node)) return [];
    if (node.name === 'h2' || node.name === 'h3') return [node];
    return headingsOf(node.children as DOMNode[]);
  });
}

/**
 * Sanitises (see sanitize-content.ts), parses, and gives every h2 and h3 its id (spec §2: the
 * heading text without whitespace), so the rendered body and the table of contents agree.
 */
export function toRichTextDocument(html: string, internalHosts?: readonly string[]): RichTextDocument {
  const nodes = htmlToDOM(sanitizeContentHtml(html, { internalHosts })) as DOMNode[];
  const headings = headingsOf(nodes);
  const texts = headings.map((heading) => nodesText(heading.children as DOMNode[]).replace(/\s+/g, ' ').trim());
  const ids = uniqueHeadingIds(texts);
  const outline = headings.map((heading, index) => {
    const id = ids[index] ?? '';
    heading.attribs.id = id;
    return { level: heading.name === 'h2' ? 2 : 3, text: texts[index] ?? '', id } satisfies OutlineHeading;
  });
  return { nodes, outline, wordCount: countWords(nodesText(nodes)) };
}
