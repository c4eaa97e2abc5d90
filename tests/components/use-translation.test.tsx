import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { useTranslation } from '@/lib/i18n/use-translation';

function instance() {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: 'en',
    fallbackLng: false,
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
    resources: {
      en: { common: { greeting: 'Hello {{name}}' }, catalogue: { title: 'Categories' } },
      uk: { common: { greeting: 'Привіт {{name}}' }, catalogue: { title: 'Категорії' } },
    },
  });
  return i18n;
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
    const i18n = instance();
    render(
      <I18nextProvider i18n={i18n}>
        <Labels />
      </I18nextProvider>,
    );
    expect(screen.getByText('Categories / Hello Ada / en')).toBeInTheDocument();
    await act(async () => {
      await i18n.changeLanguage('uk');
    });
    expect(screen.getByText('Категорії / Привіт Ada / uk')).toBeInTheDocument();
  });
});
