import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import nextI18nConfig from '../../next-i18next.config';

const localesDir = path.resolve(__dirname, '../../public/locales');

/** Flattens nested keys and folds plural suffixes, since languages have different plural forms. */
function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix.replace(/_(zero|one|two|few|many|other)$/, '')];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

const NAMESPACES = [...(nextI18nConfig.ns as readonly string[])];

function load(locale: string, namespace: string): unknown {
  return JSON.parse(fs.readFileSync(path.join(localesDir, locale, `${namespace}.json`), 'utf8'));
}

describe('translations', () => {
  it.each(NAMESPACES)('every English string of %s has a Ukrainian translation and the reverse', (namespace) => {
    const en = new Set(keysOf(load('en', namespace)));
    const uk = new Set(keysOf(load('uk', namespace)));
    expect([...en].filter((key) => !uk.has(key))).toEqual([]);
    expect([...uk].filter((key) => !en.has(key))).toEqual([]);
  });

  it("each key has one home: no namespace repeats another's", () => {
    const seen = new Map<string, string>();
    for (const namespace of NAMESPACES) {
      for (const key of new Set(keysOf(load('en', namespace)))) {
        expect(seen.get(key), `${key} in ${namespace}`).toBeUndefined();
        seen.set(key, namespace);
      }
    }
  });

  it('namespaces on disk are the ones the site loads', () => {
    for (const locale of ['en', 'uk'])
      expect(fs.readdirSync(path.join(localesDir, locale)).sort()).toEqual(NAMESPACES.map((n) => `${n}.json`).sort());
  });

  it('no translation is empty', () => {
    for (const locale of ['en', 'uk']) {
      const walk = (value: unknown): void => {
        if (typeof value === 'string') expect(value.trim()).not.toBe('');
        else if (typeof value === 'object' && value) Object.values(value).forEach(walk);
      };
      for (const namespace of NAMESPACES) walk(load(locale, namespace));
    }
  });
});
