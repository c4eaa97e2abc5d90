import { describe, expect, it } from 'vitest';
import { isAnotherPage, islandDataOf, islandPageProps } from '@/components/islands/island-data';
import { firstLoadPageProps } from '@/features/shell/island-page-data';
import { loadTranslations } from '@/lib/ssr/translations';

describe("an island page's first-load data", () => {
  it("is the strings of the islands its HTML holds and the app's own, nothing else of its props", async () => {
    const translations = await loadTranslations('en', ['catalogue', 'listing']);
    const html = '<div data-island="save-product" data-island-props="{}"></div><div data-island="scroll-to-top"></div>';
    const props = firstLoadPageProps(html, { ...translations, siteMenus: { services: [], footer: [] } }, 'en');
    expect(Object.keys(props)).toEqual(['__islands']);
    expect(islandDataOf(props)).toEqual({
      strings: {
        common: {
          loading: 'Loading...',
          scrollToTop: 'Back to top',
          account: { save: 'Save', saveProduct: 'Save {{name}}' },
        },
      },
    });
  });

  it('carries no strings of islands the page does not hold', async () => {
    const translations = await loadTranslations('en', ['listing']);
    const strings = islandDataOf(firstLoadPageProps('<main></main>', translations, 'en'))!.strings;
    expect(strings).toEqual({ common: { loading: 'Loading...' } });
  });
});

describe('another page than the first load', () => {
  const firstLoad = islandPageProps({ strings: { common: { loading: 'Loading...' } } });

  it("is not the first load's island data handed back as a copy (the router updating the hydrated page's query)", () => {
    expect(isAnotherPage({ ...firstLoad }, firstLoad)).toBe(false);
    expect(isAnotherPage(firstLoad, firstLoad)).toBe(false);
  });

  it("is any page's own props that a navigation fetched, the first load's page included", () => {
    expect(isAnotherPage({ query: { category: null, page: 2 } }, firstLoad)).toBe(true);
  });

  it('is a new props object after a first load that carried its props as usual', () => {
    const plain = { title: 'Preview' };
    expect(isAnotherPage(plain, plain)).toBe(false);
    expect(isAnotherPage({ title: 'Another' }, plain)).toBe(true);
  });
});
