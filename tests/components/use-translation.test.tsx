import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Translations } from '@/lib/i18n/translations';
import { TranslationsContext } from '@/lib/i18n/translations-context';
import { useTranslation } from '@/lib/i18n/use-translation';

function strings() {
  return new Translations('en', {
    en: { common: { greeting: 'Hello {{name}}' }, catalogue: { title: 'Categories' } },
    uk: { common: { greeting: 'Привіт {{name}}' }, catalogue: { title: 'Категорії' } },
  });
}

function Labels() {
  const { t } = useTranslation('catalogue');
  const { t: common, i18n } = useTranslation();
  return (
    <p>
      {t('title')} / {common('greeting', { name: 'Ada' })} / {i18n.language}
    </p>
  );
}

describe('useTranslation', () => {
  it("translates in the page's namespace or the default one, and follows a change of language", async () => {
    const i18n = strings();
    render(
      <TranslationsContext.Provider value={i18n}>
        <Labels />
      </TranslationsContext.Provider>,
    );
    expect(screen.getByText('Categories / Hello Ada / en')).toBeInTheDocument();
    await act(async () => {
      i18n.changeLanguage('uk');
      await Promise.resolve();
    });
    expect(screen.getByText('Категорії / Привіт Ada / uk')).toBeInTheDocument();
  });
});
