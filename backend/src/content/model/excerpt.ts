/** wp_trim_excerpt's defaults: 55 words, then ` [&hellip;]`. */
const EXCERPT_WORDS = 55;
const EXCERPT_MORE = ' [&hellip;]';

/** Plain text of rendered HTML, as strip_tags() leaves it, whitespace collapsed. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The rendered excerpt (the_excerpt): the stored one, or one trimmed from the content when there is
 * none, wrapped in a paragraph by wpautop — hence `<p>…</p>\n` as in the reference responses.
 */
export function renderExcerpt(excerpt: string, content: string): string | null {
  let text = excerpt.trim();
  if (!text) {
    const words = htmlToText(content).split(' ').filter(Boolean);
    if (words.length === 0) return null;
    text = words.slice(0, EXCERPT_WORDS).join(' ') + (words.length > EXCERPT_WORDS ? EXCERPT_MORE : '');
  }
  return `<p>${text}</p>\n`;
}
