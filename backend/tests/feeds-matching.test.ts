import { describe, expect, it } from 'vitest';
import type { FeedItem } from '../src/pricing/feeds/feed-item.js';
import { brandMpnKey, decideMatch, feedCategoryKey, mapCategory } from '../src/pricing/feeds/matching.js';

/** How a feed item finds its product (pure rules; the import asks the catalogue for the candidates). */

const item = (overrides: Partial<FeedItem> = {}): FeedItem => ({
  row: 1,
  id: 'SKU-1',
  title: 'Acme Kettle 1.7 l',
  link: 'https://shop.example/kettle',
  imageLink: null,
  price: 2999,
  originalPrice: null,
  shippingCost: null,
  inStock: true,
  gtin: '04006381333931',
  brand: 'Acme',
  mpn: 'KT-17',
  categories: ['Home & Garden > Kitchen > Kettles'],
  ...overrides,
});
const none = { byGtin: null, byBrandMpn: [] };
const map = new Map([['home & garden > kitchen', 41]]);

describe('brand and MPN keys', () => {
  it('ignore case, spacing, punctuation and accents', () => {
    expect(brandMpnKey('Sony', 'WH-1000XM5')).toBe(brandMpnKey(' SONY ', 'wh 1000 xm5'));
    expect(brandMpnKey('Nestlé', 'A.1')).toBe('nestle|a1');
    // Compatibility forms (full-width letters and digits) are the plain ones.
    expect(brandMpnKey('ＳＯＮＹ', 'ＷＨ－１０００ＸＭ５')).toBe('sony|wh1000xm5');
  });

  it('need both parts', () => {
    expect(brandMpnKey('Sony', null)).toBeNull();
    expect(brandMpnKey(null, 'X1')).toBeNull();
    expect(brandMpnKey('Sony', '--')).toBeNull();
  });
});

describe('category map', () => {
  it('keys paths by their levels, in lower case with single spaces', () => {
    expect(feedCategoryKey(' Electronics >Audio  >  Headphones ')).toBe('electronics > audio > headphones');
    expect(feedCategoryKey('505771')).toBe('505771');
  });

  it('maps an item by its deepest mapped level, Google category first, then the store product type', () => {
    expect(mapCategory(['Home & Garden > Kitchen > Kettles'], map)).toEqual({
      categoryId: 41,
      via: 'home & garden > kitchen',
    });
    expect(mapCategory(['Toys', 'home & garden > kitchen'], map)?.categoryId).toBe(41);
    const deeper = new Map([...map, ['home & garden > kitchen > kettles', 42]]);
    expect(mapCategory(['Home & Garden > Kitchen > Kettles'], deeper)?.categoryId).toBe(42);
    expect(mapCategory(['Toys'], map)).toBeNull();
  });
});

describe('matching rules', () => {
  it('match by GTIN first', () => {
    expect(decideMatch(item(), { byGtin: 5, byBrandMpn: [6] }, map)).toEqual({
      kind: 'product',
      productId: 5,
      by: 'gtin',
    });
  });

  it('match by brand and MPN when no product has the GTIN', () => {
    expect(decideMatch(item(), { byGtin: null, byBrandMpn: [6] }, map)).toEqual({
      kind: 'product',
      productId: 6,
      by: 'brand-mpn',
    });
    expect(decideMatch(item({ gtin: null }), { byGtin: null, byBrandMpn: [6] }, map)).toMatchObject({ productId: 6 });
  });

  it('leave an item unmatched when brand and MPN name several products', () => {
    expect(decideMatch(item(), { byGtin: null, byBrandMpn: [6, 7] }, map)).toEqual({
      kind: 'unmatched',
      reason: 'brand and mpn match 2 products',
    });
  });

  it('make an unmatched item with a GTIN a new product in its mapped category', () => {
    expect(decideMatch(item(), none, map)).toEqual({
      kind: 'new-product',
      gtin: '04006381333931',
      categoryId: 41,
      title: 'Acme Kettle 1.7 l',
      brand: 'Acme',
    });
  });

  it('report everything else as unmatched, with the reason', () => {
    expect(decideMatch(item({ gtin: null }), none, map)).toEqual({
      kind: 'unmatched',
      reason: 'no product has this brand and mpn, and without a valid gtin no product is created',
    });
    expect(decideMatch(item({ gtin: null, mpn: null }), none, map)).toMatchObject({
      reason: 'no valid gtin, and no brand and mpn to match by',
    });
    expect(decideMatch(item({ categories: ['Toys'] }), none, map)).toMatchObject({
      reason: 'category "Toys" is not in the store\'s category map',
    });
    expect(decideMatch(item({ categories: [] }), none, map)).toMatchObject({
      reason: 'a new product needs google_product_category or product_type',
    });
    expect(decideMatch(item({ title: null }), none, map)).toMatchObject({ reason: 'a new product needs a title' });
    expect(decideMatch(item({ brand: null }), none, map)).toMatchObject({ reason: 'a new product needs a brand' });
  });
});
