import { describe, expect, it } from 'vitest';
import { escapeXml, parseSitemapName, sitemapEntry, toLastmod, urlEntry } from '@/lib/seo/sitemap-xml';

describe('sitemap XML', () => {
  it('escapes the five XML specials', () => expect(escapeXml(`a<b>&'"`)).toBe('a&lt;b&gt;&amp;&apos;&quot;'));
  it('writes a url with and without lastmod', () => {
    expect(urlEntry('https://x.example/cl/Home%26Kitchen-3/?a=1&b=2', '2026-01-02')).toBe(
      '<url><loc>https://x.example/cl/Home%26Kitchen-3/?a=1&amp;b=2</loc><lastmod>2026-01-02</lastmod></url>\n',
    );
    expect(urlEntry('https://x.example/', null)).toBe('<url><loc>https://x.example/</loc></url>\n');
  });
  it('writes an index entry', () =>
    expect(sitemapEntry('https://x.example/sitemaps/pages.xml', null)).toBe(
      '<sitemap><loc>https://x.example/sitemaps/pages.xml</loc></sitemap>\n',
    ));
  it('turns dates into W3C dates', () => {
    expect(toLastmod('2025-10-03T12:34:56Z')).toBe('2025-10-03');
    expect(toLastmod('2025-10-03 12:34:56')).toBe('2025-10-03');
    expect(toLastmod('not a date')).toBeNull();
    expect(toLastmod(null)).toBeNull();
  });
  it('knows the child sitemap names', () => {
    expect(parseSitemapName('pages')).toEqual({ kind: 'pages' });
    expect(parseSitemapName('categories')).toEqual({ kind: 'categories' });
    expect(parseSitemapName('products-12')).toEqual({ kind: 'products', part: 12 });
    for (const bad of ['products-0', 'products-', 'products-x', '../etc', 'PAGES'])
      expect(parseSitemapName(bad)).toBeNull();
  });
});
