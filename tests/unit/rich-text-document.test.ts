import type { DOMNode } from 'html-react-parser';
import { describe, expect, it } from 'vitest';
import { htmlToText, isElementNode, toRichTextDocument } from '@/lib/content/rich-text-document';
import { toInternalPath, toMenuHref, withTrailingSlash } from '@/lib/content/site-paths';

const GUIDE_HTML =
  '\n<h2 class="wp-block-heading">Our top picks</h2>\n<p class="wp-block-paragraph">The Sony is the best all-rounder.</p>\n' +
  '<h3 class="wp-block-heading">Codecs</h3>\n<p>LDAC helps.</p>\n<h2>FAQ</h2>\n' +
  '<details class="wp-block-details"><summary>Worth it?</summary><p>Up to £300, yes.</p></details><script>alert(1)</script>';

function ids(nodes: DOMNode[]): string[] {
  return nodes.flatMap((node) => (isElementNode(node) ? [...(node.attribs.id ? [node.attribs.id] : []), ...ids(node.children as DOMNode[])] : []));
}

describe('toRichTextDocument', () => {
  it('gives h2 and h3 ids from their text and lists them in order', () => {
    const document = toRichTextDocument(GUIDE_HTML);
    expect(document.outline).toEqual([
      { level: 2, text: 'Our top picks', id: 'Ourtoppicks' },
      { level: 3, text: 'Codecs', id: 'Codecs' },
      { level: 2, text: 'FAQ', id: 'FAQ' },
    ]);
    expect(ids(document.nodes)).toEqual(['Ourtoppicks', 'Codecs', 'FAQ']);
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
