import { describe, expect, it } from 'vitest';
import { parseCategoryQuery, toCategorySearchParams } from '@/lib/catalogue/category-query';

describe('parseCategoryQuery', () => {
  it('uses defaults for an empty query', () =>
    expect(parseCategoryQuery({})).toEqual({
      page: 1,
      sort: 'popularity',
      minPrice: null,
      maxPrice: null,
      stores: [],
      brands: [],
    }));

  it('reads every option', () =>
    expect(
      parseCategoryQuery({
        page: '3',
        sort: 'price_asc',
        minPrice: '10',
        maxPrice: '99.50',
        store: ['2', '5'],
        brand: 'Sony,Bose',
      }),
    ).toEqual({
      page: 3,
      sort: 'price_asc',
      minPrice: 10,
      maxPrice: 99.5,
      stores: [2, 5],
      brands: ['Sony', 'Bose'],
    }));

  it.each(['-1', '0', 'abc', '1.5', '', '1e3'])('falls back to page 1 for %j', (page) =>
    expect(parseCategoryQuery({ page }).page).toBe(1),
  );

  it('caps huge page numbers', () => expect(parseCategoryQuery({ page: '999999' }).page).toBe(10_000));

  it('falls back to popularity for an unknown sort', () =>
    expect(parseCategoryQuery({ sort: 'cheapest' }).sort).toBe('popularity'));

  it('ignores malformed prices and swaps a reversed range', () => {
    expect(parseCategoryQuery({ minPrice: '-5', maxPrice: 'lots' })).toMatchObject({ minPrice: null, maxPrice: null });
    expect(parseCategoryQuery({ minPrice: '500', maxPrice: '100' })).toMatchObject({ minPrice: 100, maxPrice: 500 });
  });

  it('drops malformed store ids and duplicate brands', () => {
    expect(parseCategoryQuery({ store: ['x', '0', '3', '3', '-2'] }).stores).toEqual([3]);
    expect(parseCategoryQuery({ brand: ['Sony', 'Sony', ''] }).brands).toEqual(['Sony']);
  });

  it('uses the first value when a single-value option is repeated', () =>
    expect(parseCategoryQuery({ sort: ['newest', 'discount'] }).sort).toBe('newest'));
});

describe('toCategorySearchParams', () => {
  it('leaves defaults out', () => expect(toCategorySearchParams(parseCategoryQuery({})).toString()).toBe(''));

  it('writes options in a stable order', () =>
    expect(
      toCategorySearchParams(
        parseCategoryQuery({ brand: ['Sony', 'Apple'], store: ['5', '2'], sort: 'newest', page: '2' }),
      ).toString(),
    ).toBe('sort=newest&store=2&store=5&brand=Apple&brand=Sony&page=2'));

  it('round-trips', () => {
    const query = parseCategoryQuery({ minPrice: '10', maxPrice: '20', brand: 'A&B', page: '4', sort: 'discount' });
    expect(parseCategoryQuery(Object.fromEntries(toCategorySearchParams(query)))).toEqual(query);
  });
});
