// @ts-check
const path = require('path');

/** @type {import('next-i18next/pages').UserConfig} */
module.exports = {
  i18n: {
    defaultLocale: 'en',
    locales: ['en', 'uk'],
    localeDetection: false,
  },
  defaultNS: 'common',
  ns: ['common'],
  localePath: path.resolve('./public/locales'),
  reloadOnPrerender: process.env.NODE_ENV === 'development',
};
