import render from 'dom-serializer';
import { isTag, isText, type AnyNode, type Element } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { uniqueHeadingIds } from './heading-ids';
import { countWords } from './read-time';
import { transformBlocks, type RichTextContext } from './rich-text-blocks';
import { sanitizeContentHtml } from './sanitize-content';

export interface OutlineHeading {
  level: 2 | 3;
  text: string;
  id: string;
}

/**
 * A piece of WordPress content made ready on the server, once: sanitised, its blocks turned into
 * the site's markup, every h2 and h3 with an id. The browser only shows the HTML.
 */
export interface RichTextDocument {
  html: string;
  /** The h2 and h3 headings in order (FAQ questions too): the table of contents reads it. */
  outline: OutlineHeading[];
  wordCount: number;
}

const BLOCK_TAGS = new Set([
  'p',
  'div',
  'li',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'td',
  'th',
  'br',
  'figcaption',
  'summary',
  'blockquote',
  'pre',
  'dt',
  'dd',
]);

/** Visible text of DOM nodes; block elements are separated so their words never run together. */
export function nodesText(nodes: readonly AnyNode[]): string {
  return nodes
    .map((node) => {
      if (isText(node)) return node.data;
      if (isTag(node)) {
        const inner = nodesText(node.children);
        return BLOCK_TAGS.has(node.name) ? ` ${inner} ` : inner;
      }
      return '';
    })
    .join('');
}

/** Plain text of an HTML fragment (titles from the REST API arrive HTML-escaped). */
export function htmlToText(html: string): string {
  return nodesText(parseDocument(html).children).replace(/\s+/g, ' ').trim();
}

function headingsOf(nodes: readonly AnyNode[]): Element[] {
  return nodes.flatMap((node) => {
    if (!isTag(node)) return [];
    if (node.name === 'h2' || node.name === 'h3') return [node];
    return headingsOf(node.children);
  });
}

/** The English words, for callers without a reader's language (tests, tools). */
export const ENGLISH_RICH_TEXT_LABELS: RichTextContext['labels'] = {
  video: 'Embedded video',
  gallery: 'Gallery',
  galleryRole: 'scrollable gallery',
  table: 'Table',
};

/**
 * Sanitises (see sanitize-content.ts), turns blocks into the site's markup (rich-text-blocks.ts)
 * and gives every h2 and h3 an id from its text without whitespace, unique on the page, so the
 * body, the table of contents and shared links agree.
 */
export function toRichTextDocument(html: string, context: Partial<RichTextContext> = {}): RichTextDocument {
  const full: RichTextContext = {
    internalHosts: context.internalHosts ?? [],
    wordpressOrigin: context.wordpressOrigin ?? '',
    labels: context.labels ?? ENGLISH_RICH_TEXT_LABELS,
  };
  const document = parseDocument(sanitizeContentHtml(html, { internalHosts: full.internalHosts }));
  transformBlocks(document.children, full);
  const headings = headingsOf(document.children);
  const texts = headings.map((heading) => nodesText(heading.children).replace(/\s+/g, ' ').trim());
  const ids = uniqueHeadingIds(texts);
  const outline = headings.map((heading, index) => {
    const id = ids[index] ?? '';
    heading.attribs.id = id;
    return { level: heading.name === 'h2' ? 2 : 3, text: texts[index] ?? '', id } satisfies OutlineHeading;
  });
  return {
    html: render(document.children, { encodeEntities: 'utf8' }),
    outline,
    wordCount: countWords(nodesText(document.children)),
  };
}
