import { parseDocument } from 'htmlparser2';
import { isTag, isText, type AnyNode } from 'domhandler';

/** About 160 characters, cut at a word boundary: what search engines show of a description. */
export function summarize(text: string, limit = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= limit) return clean;
  const cut = clean.slice(0, limit);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), limit - 20)).trimEnd()}…`;
}

function textOf(nodes: readonly AnyNode[]): string {
  return nodes.map((node) => (isText(node) ? node.data : isTag(node) ? textOf(node.children) : '')).join('');
}

function firstParagraph(nodes: readonly AnyNode[]): string {
  for (const node of nodes) {
    if (!isTag(node)) continue;
    if (node.name === 'p') {
      const text = textOf(node.children).replace(/\s+/g, ' ').trim();
      if (text) return text;
    } else if (!['script', 'style', 'figure', 'table'].includes(node.name)) {
      const inner = firstParagraph(node.children);
      if (inner) return inner;
    }
  }
  return '';
}

/** The text of the first non-empty paragraph of a piece of WordPress HTML. */
export function firstParagraphText(html: string | null | undefined): string {
  return html ? firstParagraph(parseDocument(html).children) : '';
}

/**
 * A page's meta description, from the first that has words: the item's own description or
 * excerpt, the first paragraph of its content, the site's description. Null when none has.
 */
export function metaDescription(
  own: string | null | undefined,
  contentHtml: string | null | undefined,
  siteDescription: string | null | undefined,
): string | null {
  // The content is parsed only when the item has no description of its own (most have one).
  const candidates = [() => own, () => firstParagraphText(contentHtml), () => siteDescription];
  for (const candidate of candidates) {
    const text = (candidate() ?? '').replace(/\s+/g, ' ').trim();
    if (text) return summarize(text);
  }
  return null;
}
