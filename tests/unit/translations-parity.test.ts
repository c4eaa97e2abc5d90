import fs from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import nextI18nConfig from '../../next-i18next.config';
import type { StringTree } from '@/lib/i18n/pick-strings';
import { Translations, type TranslationResources } from '@/lib/i18n/translations';

/**
 * The site's Translations does what the site asked of i18next: every string of every namespace,
 * in both languages, looked up from `common` and from its own namespace, with every plural form
 * and its values, reads the same from both.
 */
const localesDir = path.resolve(__dirname, '../../public/locales');
const languages = fs.readdirSync(localesDir);
const resources: TranslationResources = Object.fromEntries(
  languages.map((language) => [
    language,
    Object.fromEntries(
      fs
        .readdirSync(path.join(localesDir, language))
        .map((file) => [
          path.basename(file, '.json'),
          JSON.parse(fs.readFileSync(path.join(localesDir, language, file), 'utf8')) as StringTree,
        ]),
    ),
  ]),
);

function keysOf(tree: StringTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([name, value]) => {
    const key = prefix ? `${prefix}.${name}` : name;
    if (typeof value === 'string') return [key.replace(/_(zero|one|two|few|many|other)$/, '')];
    return Array.isArray(value) ? [key] : keysOf(value as StringTree, key);
  });
}

const reference = i18next.createInstance();
void reference.init({
  lng: 'en',
  fallbackLng: false,
  ns: nextI18nConfig.ns,
  defaultNS: nextI18nConfig.defaultNS,
  fallbackNS: nextI18nConfig.fallbackNS,
  resources,
  interpolation: { escapeValue: false },
  initAsync: false,
});

const VALUES = { name: 'Ada', price: '£5', store: 'Shop', percent: 12, date: '1 May', text: 'x', path: 'A › B' };

// Thousands of lookups each way: generous on a busy machine.
describe('Translations reads like i18next', { timeout: 60_000 }, () => {
  it.each(languages)('every string in %s, plain, with values and in every plural form', (language) => {
    const ours = new Translations(language, resources);
    const differences: string[] = [];
    for (const [namespace, tree] of Object.entries(resources[language]!)) {
      for (const key of new Set(keysOf(tree))) {
        for (const ns of ['common', namespace]) {
          const theirs = reference.getFixedT(language, ns);
          const mine = ours.getFixedT(language, ns);
          // 0 (zero forms), 1 and 21 (one), 2 and 22 (few in Ukrainian), 5 (many).
          const cases = [undefined, VALUES, ...[0, 1, 2, 5, 21, 22].map((count) => ({ ...VALUES, count }))];
          for (const options of cases) {
            const expected = JSON.stringify(theirs(key, { ...options, returnObjects: true }));
            const actual = JSON.stringify(mine(key, { ...options, returnObjects: true }));
            if (expected !== actual)
              differences.push(`${ns}:${key} ${JSON.stringify(options)}: ${actual} ≠ ${expected}`);
          }
        }
      }
    }
    expect(differences).toEqual([]);
  });

  it('reads a missing key as itself, and switches language when told', () => {
    const ours = new Translations('en', resources);
    expect(ours.getFixedT('en', 'common')('no.such.key')).toBe('no.such.key');
    ours.changeLanguage('uk');
    expect(ours.language).toBe('uk');
    expect(ours.getFixedT(null, 'common')('skipToContent')).toBe(reference.getFixedT('uk', 'common')('skipToContent'));
  });
});
