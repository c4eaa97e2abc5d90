import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Translations } from '@/lib/i18n/translations';
import { TranslationsContext } from '@/lib/i18n/translations-context';
import enAbout from '../../public/locales/en/about.json';
import enAccount from '../../public/locales/en/account.json';
import enAlerts from '../../public/locales/en/alerts.json';
import enCatalogue from '../../public/locales/en/catalogue.json';
import en from '../../public/locales/en/common.json';
import enEditorial from '../../public/locales/en/editorial.json';
import enListing from '../../public/locales/en/listing.json';
import enDeals from '../../public/locales/en/deals.json';
import enPrices from '../../public/locales/en/prices.json';
import enReport from '../../public/locales/en/report.json';
import ukAbout from '../../public/locales/uk/about.json';
import ukAccount from '../../public/locales/uk/account.json';
import ukAlerts from '../../public/locales/uk/alerts.json';
import ukCatalogue from '../../public/locales/uk/catalogue.json';
import uk from '../../public/locales/uk/common.json';
import ukEditorial from '../../public/locales/uk/editorial.json';
import ukListing from '../../public/locales/uk/listing.json';
import ukDeals from '../../public/locales/uk/deals.json';
import ukPrices from '../../public/locales/uk/prices.json';
import ukReport from '../../public/locales/uk/report.json';

/** The real English and Ukrainian strings, so tests read what users read. */
export function createTestI18n(lng: 'en' | 'uk' = 'en') {
  return new Translations(lng, {
    en: {
      common: en,
      catalogue: enCatalogue,
      listing: enListing,
      prices: enPrices,
      deals: enDeals,
      report: enReport,
      editorial: enEditorial,
      account: enAccount,
      about: enAbout,
      alerts: enAlerts,
    },
    uk: {
      common: uk,
      catalogue: ukCatalogue,
      listing: ukListing,
      prices: ukPrices,
      deals: ukDeals,
      report: ukReport,
      editorial: ukEditorial,
      account: ukAccount,
      about: ukAbout,
      alerts: ukAlerts,
    },
  });
}

export function renderWithProviders(
  ui: ReactElement,
  { lng = 'en', ...options }: RenderOptions & { lng?: 'en' | 'uk' } = {},
) {
  const i18n = createTestI18n(lng);
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <TranslationsContext.Provider value={i18n}>{children}</TranslationsContext.Provider>
  );
  return render(ui, { wrapper: Wrapper, ...options });
}

/** The source image an optimiser URL (`/_next/image?url=…&w=…&q=75`) stands for. */
export function optimisedSource(image: HTMLElement): string | null {
  const src = image.getAttribute('src') ?? '';
  return src.startsWith('/_next/image?') ? new URLSearchParams(src.split('?')[1]).get('url') : src;
}
