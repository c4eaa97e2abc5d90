import { describe, expect, it } from 'vitest';
import { islandDataOf } from '@/components/islands/island-data';
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
