import { describe, expect, it } from 'vitest';
import { jsonLdText, takeStructuredData } from '@/lib/seo/page-structured-data';

describe('takeStructuredData', () => {
  const item = { id: 'product', data: { '@type': 'Product', name: 'Kettle' } };

  it("takes the page prop out of the hydration data, leaving the page's own data untouched", () => {
    const pageProps = { data: { id: 1 }, structuredData: [item] };
    const nextData = { pageProps, __N_SSG: true };
    const { items, props } = takeStructuredData(nextData);
    expect(items).toEqual([item]);
    expect(props).toEqual({ pageProps: { data: { id: 1 } }, __N_SSG: true });
    expect(pageProps.structuredData).toEqual([item]);
  });

  it('leaves pages without structured data as they are', () => {
    const nextData = { pageProps: { data: 1 } };
    expect(takeStructuredData(nextData)).toEqual({ items: [], props: nextData });
    expect(takeStructuredData({})).toEqual({ items: [], props: {} });
  });

  it('ignores a prop of that name that is not a list', () => {
    expect(takeStructuredData({ pageProps: { structuredData: 'x' } }).items).toEqual([]);
  });
});

describe('jsonLdText', () => {
  it('adds the schema.org context and escapes < so backend text cannot close the script', () => {
    const text = jsonLdText({ id: 'x', data: { '@type': 'Article', headline: '</script><script>alert(1)</script>' } });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: '</script><script>alert(1)</script>',
    });
  });
});
