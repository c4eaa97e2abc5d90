import { describe, expect, it } from 'vitest';
import { parseCategoryQuery } from '@/lib/catalogue/category-query';
import {
  fromListingVariant,
  MAX_VARIANT_LENGTH,
  PLAIN_LISTING,
  toListingVariant,
} from '@/lib/catalogue/listing-variant';

const query = (search: string) => parseCategoryQuery(Object.fromEntries(new URLSearchParams(search)));

describe('listing variants', () => {
  it('name the plain listing "all"', () => {
    expect(toListingVariant(query(''))).toBe(PLAIN_LISTING);
    expect(fromListingVariant(PLAIN_LISTING)).toEqual(query(''));
  });

  it('round-trip a sort, filters and page', () => {
    const q = { ...query('sort=price_asc&maxPrice=250&page=3'), brands: ['Sony', 'Bang & Olufsen'], stores: [4, 2] };
    const variant = toListingVariant(q)!;
    expect(variant).toMatch(/^q[A-Za-z0-9_-]+$/);
    expect(fromListingVariant(variant)).toEqual({ ...q, stores: [2, 4], brands: ['Bang & Olufsen', 'Sony'] });
  });

  it('are the same for the same listing however its URL was written', () => {
    expect(toListingVariant(query('page=2&sort=newest'))).toBe(toListingVariant(query('sort=newest&page=2')));
    expect(toListingVariant(query('sort=popularity'))).toBe(PLAIN_LISTING);
  });

  it('refuse anything but the canonical spelling, so the cache holds one copy of each listing', () => {
    const reordered = `q${Buffer.from('page=2&sort=newest').toString('base64url')}`;
    expect(fromListingVariant(reordered)).toBeNull();
    expect(fromListingVariant('q!!')).toBeNull();
    expect(fromListingVariant('x')).toBeNull();
    expect(fromListingVariant('')).toBeNull();
  });

  it('leave listings too long for a cache file name to per-request rendering', () => {
    const q = { ...query(''), brands: Array.from({ length: 20 }, (_, index) => `Brand number ${index}`) };
    expect(toListingVariant(q)).toBeNull();
    expect(toListingVariant(query('sort=newest'))!.length).toBeLessThanOrEqual(MAX_VARIANT_LENGTH);
  });
});
