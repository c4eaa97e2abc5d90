// @ts-check
const path = require('path');

/**
 * The site's UI languages, the default first: the one list. Next's i18n routing reads it here;
 * the site's code reads it through src/config/locales.ts. `/uk/...` is the Ukrainian `/...`.
 */
const locales = /** @type {['en', 'uk']} */ (['en', 'uk']);

module.exports = /** @satisfies {import('next-i18next/pages').UserConfig} */ ({
  i18n: {
    defaultLocale: locales[0],
    locales,
    localeDetection: false,
  },
  defaultNS: 'common',
  // `common` is the shell's; each area's strings load with its pages (src/lib/ssr/translations.ts).
  // `alerts` is never sent with a page: the alert dialog fetches it when it first opens.
  ns: ['common', 'catalogue', 'listing', 'prices', 'deals', 'report', 'editorial', 'account', 'about', 'alerts'],
  fallbackNS: ['catalogue', 'listing', 'prices', 'deals', 'report', 'editorial', 'account', 'about', 'alerts'],
  // Every string exists in both languages (a unit test holds them equal), so a Ukrainian page
  // need not carry the English strings as a fallback.
  fallbackLng: false,
  localePath: path.resolve('./public/locales'),
  // src/lib/i18n/TranslationProvider.tsx reads the config itself: pages need not carry a copy.
  serializeConfig: false,
  reloadOnPrerender: process.env.NODE_ENV === 'development',
});
