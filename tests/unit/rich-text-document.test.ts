import { describe, expect, it } from 'vitest';
import { htmlToText, toRichTextDocument } from '@/lib/content/rich-text-document';
import { toInternalPath, toMenuHref, withTrailingSlash } from '@/lib/content/site-paths';

const GUIDE_HTML =
  '\n<h2 class="wp-block-heading">Our top picks</h2>\n<p class="wp-block-paragraph">The Sony is the best all-rounder.</p>\n' +
  '<h3 class="wp-block-heading">Codecs</h3>\n<p>LDAC helps.</p>\n<h2>FAQ</h2>\n' +
  '<details class="wp-block-details"><summary>Worth it?</summary><p>Up to £300, yes.</p></details><script>alert(1)</script>';

function ids(html: string): string[] {
  return [...html.matchAll(/\sid="([^"]*)"/g)].map((match) => match[1]!);
}

describe('toRichTextDocument', () => {
  it('gives h2 and h3 ids from their text, FAQ questions included, and lists them in order', () => {
    const document = toRichTextDocument(GUIDE_HTML);
    expect(document.outline).toEqual([
      { level: 2, text: 'Our top picks', id: 'Ourtoppicks' },
      { level: 3, text: 'Codecs', id: 'Codecs' },
      { level: 2, text: 'FAQ', id: 'FAQ' },
      { level: 3, text: 'Worth it?', id: 'Worthit?' },
    ]);
    expect(ids(document.html)).toEqual(['Ourtoppicks', 'Codecs', 'FAQ', 'Worthit?']);
  });

  it('keeps ids unique on the page: a repeated heading, a question asked twice, gets a suffix', () => {
    const html =
      '<h2>Battery</h2><details><summary>Battery</summary><p>a</p></details><div class="faq"><h3 class="faq-question">Battery</h3><div class="faq-answer">b</div></div>';
    expect(toRichTextDocument(html).outline.map((heading) => heading.id)).toEqual([
      'Battery',
      'Battery-2',
      'Battery-3',
    ]);
  });

  it('writes FAQ blocks as native disclosures whose question is a heading', () => {
    const { html } = toRichTextDocument(
      '<div class="faq"><h3 class="faq-question">Q?</h3><div class="faq-answer"><p>A.</p></div></div>',
    );
    expect(html).toBe(
      '<details class="faq" data-testid="faq-item"><summary class="faq-question"><h3 id="Q?">Q?</h3></summary><div class="faq-answer"><p>A.</p></div></details>',
    );
  });

  it('counts the words a reader sees, not markup or removed scripts', () => {
    expect(toRichTextDocument(GUIDE_HTML).wordCount).toBe(19);
    expect(toRichTextDocument('<p>one</p><p>two</p>').wordCount).toBe(2);
  });
});

describe('htmlToText', () => {
  it('decodes the entities WordPress puts in rendered titles', () => {
    expect(htmlToText('Sony&#8217;s best &amp; cheapest')).toBe('Sony’s best & cheapest');
  });
});

describe('site paths', () => {
  const hosts = ['www.example.com', '127.0.0.1:8080'];

  it('end internal paths in a slash, like WordPress URIs, leaving files, queries and fragments intact', () => {
    expect(withTrailingSlash('/cl')).toBe('/cl/');
    expect(withTrailingSlash('/guide/x/')).toBe('/guide/x/');
    expect(withTrailingSlash('/n?page=2')).toBe('/n/?page=2');
    expect(withTrailingSlash('/about#team')).toBe('/about/#team');
    expect(withTrailingSlash('/wp-content/uploads/a.png')).toBe('/wp-content/uploads/a.png');
  });

  it('turn links to our own hosts into site paths and leave others outside', () => {
    expect(toInternalPath('http://127.0.0.1:8080/guide/best-robot-vacuums/', hosts)).toBe('/guide/best-robot-vacuums/');
    expect(toInternalPath('/privatlan', hosts)).toBe('/privatlan/');
    expect(toInternalPath('https://shop.example.org/p/1', hosts)).toBeNull();
    expect(toInternalPath('//evil.example/x', hosts)).toBeNull();
    expect(toInternalPath('mailto:hi@example.com', hosts)).toBeNull();
  });

  it('make menu placeholders (#) plain labels rather than links', () => {
    expect(toMenuHref('#', hosts)).toBeNull();
    expect(toMenuHref('/g', hosts)).toBe('/g/');
    expect(toMenuHref('https://partner.example.org/', hosts)).toBe('https://partner.example.org/');
    expect(toMenuHref(null, hosts)).toBeNull();
  });
});
