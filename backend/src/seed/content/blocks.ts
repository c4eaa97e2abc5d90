/**
 * Block-editor markup, as WordPress renders it: blocks joined by blank lines, content opening and
 * closing with a newline (the shape of the reference responses). Text is written as HTML already.
 */

/** For text that is not ours to write (catalogue product names) placed inside markup. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#039;' })[c]!);

export const h2 = (text: string) => `<h2 class="wp-block-heading">${text}</h2>`;
export const h3 = (text: string) => `<h3 class="wp-block-heading">${text}</h3>`;
export const p = (html: string) => `<p class="wp-block-paragraph">${html}</p>`;

export const ul = (items: readonly string[]) =>
  `<ul class="wp-block-list">\n${items.map((item) => `<li>${item}</li>`).join('\n\n\n\n')}\n</ul>`;

/** A question that toggles open on the site (the site styles `.faq`). */
export const faq = (question: string, answerHtml: string) =>
  `<div class="faq"><h3 class="faq-question">${question}</h3><div class="faq-answer">${answerHtml}</div></div>`;

export interface GalleryImage {
  path: string;
  alt: string;
}

/** A strip of pictures the site lets readers drag sideways; paths are root-relative uploads. */
/** Gallery images carry their size, as WordPress writes it, so a page reserves their space before they load. */
export const gallery = (images: readonly GalleryImage[]) =>
  `<div class="gallery-strip">${images.map((image) => `<img src="/wp-content/uploads/${image.path}" alt="${image.alt}" width="800" height="600"/>`).join('')}</div>`;

/** A table block with a header row. */
export const table = (head: readonly string[], rows: readonly (readonly string[])[]) =>
  [
    '<figure class="wp-block-table"><table class="has-fixed-layout"><thead><tr>',
    head.map((cell) => `<th>${cell}</th>`).join(''),
    '</tr></thead><tbody>',
    rows.map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`).join(''),
    '</tbody></table></figure>',
  ].join('');

export const blocks = (...parts: readonly string[]) => `\n${parts.join('\n\n\n\n')}\n`;
