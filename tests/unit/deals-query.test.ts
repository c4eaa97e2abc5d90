import { describe, expect, it } from 'vitest';
import { dealsHref, fromDealsVariant, parseDealsQuery, toDealsVariant } from '@/lib/catalogue/deals-query';

describe('parseDealsQuery', () => {
  it('reads a category and a page', () => {
    expect(parseDealsQuery({ category: '12', page: '3' })).toEqual({ category: 12, page: 3 });
  });

  it.each([
    ['nothing', {}, { category: null, page: 1 }],
    ['a negative or zero page', { page: '0' }, { category: null, page: 1 }],
    ['a page past the last the service pages to', { page: '1001' }, { category: null, page: 1 }],
    ['words', { category: 'phones', page: 'two' }, { category: null, page: 1 }],
    ['a fraction', { category: '1.5' }, { category: null, page: 1 }],
    ['an id past a 32-bit integer', { category: '99999999999' }, { category: null, page: 1 }],
    ['repeated values (the first counts)', { category: ['4', '5'] }, { category: 4, page: 1 }],
  ])('falls back to the defaults for %s', (_, raw, expected) => {
    expect(parseDealsQuery(raw)).toEqual(expected);
  });
});

describe('deals variants', () => {
  it.each([
    [{ category: null, page: 1 }, 'all', '/deals/'],
    [{ category: 12, page: 1 }, 'c12', '/deals/?category=12'],
    [{ category: null, page: 2 }, 'p2', '/deals/?page=2'],
    [{ category: 12, page: 2 }, 'c12-p2', '/deals/?category=12&page=2'],
  ])('%j is the segment %s and the link %s, and back', (query, segment, href) => {
    expect(toDealsVariant(query)).toBe(segment);
    expect(dealsHref(query)).toBe(href);
    expect(fromDealsVariant(segment)).toEqual(query);
  });

  it.each(['', 'p1', 'c0', 'c012', 'p02', 'c1p2', 'p2-c1', 'x', 'c1-', 'all-p2', 'c1-p1001'])(
    'refuses %j, which the site never writes',
    (segment) => {
      expect(fromDealsVariant(segment)).toBeNull();
    },
  );
});
