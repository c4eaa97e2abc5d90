import { render, screen } from '@testing-library/react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { describe, expect, it } from 'vitest';
import { TranslationProvider } from '@/lib/i18n/TranslationProvider';
import { loadTranslations } from '@/lib/ssr/translations';

function Strings() {
  const { t } = useTranslation('common');
  return (
    <p>
      {t('skipToContent')} | {t('home.storeCount', { count: 3 })} | {t('editorial.toc.title')}
    </p>
  );
}

describe('TranslationProvider', () => {
  it("gives components the page's strings, the shell's and its areas' under their full keys", async () => {
    const props = await loadTranslations('en', ['catalogue', 'editorial']);
    render(
      <TranslationProvider pageProps={props}>
        <Strings />
      </TranslationProvider>,
    );
    expect(screen.getByText(/Skip to content \| .*3 stores.* \| Table of contents/)).toBeInTheDocument();
  });

  it('carries only the areas a page asks for', async () => {
    const props = await loadTranslations('uk', ['catalogue']);
    const store = props._nextI18Next!.initialI18nStore;
    expect(Object.keys(store)).toEqual(['uk']);
    expect(Object.keys(store.uk!).sort()).toEqual(['catalogue', 'common']);
  });
});
