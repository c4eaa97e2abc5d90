import { gtin13 } from '../../pricing/feeds/attributes/gtin.js';

/** 36^6: six base-36 characters. */
const MPN_SPACE = 2_176_782_336;

/**
 * A demo product's GTIN-13: GS1 UK's "50" prefix, its id in ten digits and the check digit, so
 * every product has one, they are unique and valid, and a feed written for the demo catalogue
 * (the benches', the tests') can name products by GTIN.
 */
export function catalogueGtin(productId: number): string {
  return gtin13(`50${String(productId).padStart(10, '0')}`);
}

/**
 * A demo product's manufacturer part number: its brand's first letters and six base-36 characters
 * that spread the ids (multiplying by a number prime to 36 keeps them unique), so "SON-4F2K9Q".
 */
export function catalogueMpn(brand: string, productId: number): string {
  const prefix =
    brand
      .replace(/[^A-Za-z]/g, '')
      .slice(0, 3)
      .toUpperCase() || 'PRD';
  const code = ((productId * 7_919 + 104_729) % MPN_SPACE).toString(36).toUpperCase().padStart(6, '0');
  return `${prefix}-${code}`;
}
