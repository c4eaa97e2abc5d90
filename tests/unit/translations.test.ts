import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const localesDir = path.resolve(__dirname, '../../public/locales');

/** Flattens nested keys and folds plural suffixes, since languages have different plural forms. */
function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix.replace(/_(zero|one|two|few|many|other)$/, '')];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

function load(locale: string): unknown {
  return JSON.parse(fs.readFileSync(path.join(localesDir, locale, 'common.json'), 'utf8'));
}

describe('translations', () => {
  it('every English string has a Ukrainian translation and the reverse', () => {
    const en = new Set(keysOf(load('en')));
    const uk = new Set(keysOf(load('uk')));
    expect([...en].filter((key) => !uk.has(key))).toEqual([]);
    expect([...uk].filter((key) => !en.has(key))).toEqual([]);
  });

  it('no translation is empty', () => {
    for (const locale of ['en', 'uk']) {
      const walk = (value: unknown): void => {
        if (typeof value === 'string') expect(value.trim()).not.toBe('');
        else if (typeof value === 'object' && value) Object.values(value).forEach(walk);
      };
      walk(load(locale));
    }
  });
});
