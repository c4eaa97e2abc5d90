import { describe, expect, it } from 'vitest';
import {
  deserializeEntry,
  entryKey,
  entryTtlSeconds,
  isInvalidatedByTags,
  keyPrefix,
  MAX_TTL_SECONDS,
  MIN_TTL_SECONDS,
  serializeEntry,
  tagsKey,
} from '@/lib/shared-cache/cache-entry.mjs';
import { REVALIDATE_SECONDS } from '@/config/cache';

describe('shared cache keys', () => {
  it('are prefixed by the build id, so two deployments never read each other’s pages', () => {
    const before = entryKey(keyPrefix('build-A1'), '/route-cache/PAGES/abc/$/en/p/kettle-5');
    const after = entryKey(keyPrefix('build-B2'), '/route-cache/PAGES/abc/$/en/p/kettle-5');
    expect(before).toBe('pricewise:build-A1:entry:/route-cache/PAGES/abc/$/en/p/kettle-5');
    expect(after).not.toBe(before);
    expect(after.startsWith('pricewise:build-B2:')).toBe(true);
  });

  it('take the build id as Next writes it, with its trailing newline', () => {
    expect(keyPrefix('aBc_12-x\n')).toBe('pricewise:aBc_12-x:');
  });

  it('refuse a build id that could run into another build’s keys', () => {
    for (const bad of ['', '  ', 'a:b', 'a b', 'x'.repeat(65), '*']) expect(() => keyPrefix(bad)).toThrow(/build id/);
  });

  it('keep the tag times apart from the entries of the same build', () => {
    const prefix = keyPrefix('b1');
    expect(tagsKey(prefix)).toBe('pricewise:b1:tags');
    expect(entryKey(prefix, 'tags')).not.toBe(tagsKey(prefix));
  });
});

describe('shared cache lifetimes', () => {
  it('keep a page for twelve revalidate periods, so it can be served stale while it re-renders', () => {
    expect(entryTtlSeconds({ revalidate: REVALIDATE_SECONDS.product })).toBe(3_600);
    expect(entryTtlSeconds({ revalidate: REVALIDATE_SECONDS.content })).toBe(10_800);
  });

  it('keep short-lived entries at least a minute and anything at most a day', () => {
    expect(entryTtlSeconds({ revalidate: 1 })).toBe(MIN_TTL_SECONDS);
    expect(entryTtlSeconds({ revalidate: 86_400 })).toBe(MAX_TTL_SECONDS);
  });

  it('give entries that never revalidate on a timer a day', () => {
    expect(entryTtlSeconds({ revalidate: false })).toBe(MAX_TTL_SECONDS);
    expect(entryTtlSeconds(undefined)).toBe(MAX_TTL_SECONDS);
    expect(entryTtlSeconds({ revalidate: 0 })).toBe(MAX_TTL_SECONDS);
  });

  it('never outlive the expiry Next gives the entry', () => {
    expect(entryTtlSeconds({ revalidate: 300, expire: 900 })).toBe(900);
    expect(entryTtlSeconds({ revalidate: 300, expire: 31_536_000 })).toBe(3_600);
  });
});

describe('stored entries', () => {
  it('keep a page’s HTML, props, lifetime and time through Redis', () => {
    const entry = {
      lastModified: 1_700_000_000_000,
      cacheControl: { revalidate: 300, expire: 31_536_000 },
      tags: [],
      value: {
        kind: 'PAGES',
        html: '<h1>Kettle</h1>',
        pageData: { pageProps: { price: 12.5 } },
        headers: undefined,
        status: 200,
      },
    };
    expect(deserializeEntry(serializeEntry(entry))).toEqual({
      ...entry,
      value: { ...entry.value, headers: undefined },
    });
  });

  it('keep a cached 404 (no value) as a 404', () => {
    expect(
      deserializeEntry(serializeEntry({ lastModified: 1, cacheControl: { revalidate: 60 }, tags: [], value: null }))
        ?.value,
    ).toBeNull();
  });

  it('keep bytes and maps (app-router bodies and segments) as bytes and maps', () => {
    const value = {
      kind: 'APP_PAGE',
      rscData: Buffer.from([0, 255, 10]),
      segmentData: new Map([['/a', Buffer.from('seg')]]),
    };
    const back = deserializeEntry(serializeEntry({ lastModified: 2, tags: ['t'], value }))?.value as typeof value;
    expect(Buffer.isBuffer(back.rscData) && [...back.rscData]).toEqual([0, 255, 10]);
    expect(back.segmentData.get('/a')?.toString()).toBe('seg');
  });

  it('read anything that is not an entry as a miss', () => {
    for (const text of ['', 'not json', 'null', '42', '{"value":1}', '{"lastModified":"x","value":1}']) {
      expect(deserializeEntry(text)).toBeNull();
    }
  });
});

describe('tag invalidation', () => {
  const times = new Map([
    ['prices', 2_000],
    ['guides', 500],
  ]);

  it('drops an entry written before one of its tags was revalidated', () => {
    expect(isInvalidatedByTags(['guides', 'prices'], 1_000, times)).toBe(true);
  });

  it('keeps an entry written after, or whose tags were never revalidated', () => {
    expect(isInvalidatedByTags(['guides'], 1_000, times)).toBe(false);
    expect(isInvalidatedByTags(['prices'], 2_000, times)).toBe(false);
    expect(isInvalidatedByTags(['other'], 0, times)).toBe(false);
    expect(isInvalidatedByTags([], 0, times)).toBe(false);
  });
});
