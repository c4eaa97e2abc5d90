import type { FeedItem } from './feed-item.js';

/**
 * Brand and MPN as one key: case, accents, spaces and punctuation do not tell two part numbers
 * apart ("WH-1000XM5" is "wh1000xm5"), and a brand's spacing or case does not either.
 */
export function brandMpnKey(brand: string | null, mpn: string | null): string | null {
  if (!brand || !mpn) return null;
  const brandPart = keyPart(brand);
  const mpnPart = keyPart(mpn);
  return brandPart && mpnPart ? `${brandPart}|${mpnPart}` : null;
}

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

function keyPart(value: string): string {
  // Printable ASCII has no accents to take off: most part numbers skip the Unicode normalisation.
  const plain = PRINTABLE_ASCII.test(value) ? value : value.normalize('NFKD').replace(/\p{M}/gu, '');
  return plain.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * A store's category path as its map keys it: trimmed, lower-case, single spaces, " > " between
 * levels ("Electronics >Audio" is "electronics > audio"). Google's numeric ids stay as they are.
 */
export function feedCategoryKey(text: string): string {
  return text
    .split('>')
    .map((level) => level.trim().replace(/\s+/g, ' ').toLowerCase())
    .filter(Boolean)
    .join(' > ');
}

/**
 * The category an item's category maps to: google_product_category first, then product_type;
 * each tried as written, then by its parents ("A > B > C", "A > B", "A"), so mapping a parent
 * maps everything under it unless a deeper entry says otherwise.
 */
export function mapCategory(
  categories: readonly string[],
  categoryMap: ReadonlyMap<string, number>,
): { categoryId: number; via: string } | null {
  for (const category of categories) {
    const levels = feedCategoryKey(category).split(' > ');
    for (let depth = levels.length; depth > 0; depth--) {
      const key = levels.slice(0, depth).join(' > ');
      const categoryId = categoryMap.get(key);
      if (categoryId !== undefined) return { categoryId, via: key };
    }
  }
  return null;
}

/** What the catalogue holds for an item's identifiers. */
export interface MatchCandidates {
  /** The product with the item's GTIN. */
  byGtin: number | null;
  /** The products with the item's brand and MPN (more than one cannot decide). */
  byBrandMpn: readonly number[];
}

export type MatchDecision =
  | { kind: 'product'; productId: number; by: 'gtin' | 'brand-mpn' }
  | { kind: 'new-product'; gtin: string; categoryId: number; title: string; brand: string }
  | { kind: 'unmatched'; reason: string };

/**
 * The matching rules: by GTIN (already check-digit validated), else by brand + MPN; an item with
 * a GTIN and nothing to match becomes a new product in the category its category maps to;
 * anything else is unmatched, with the reason.
 */
export function decideMatch(
  item: FeedItem,
  candidates: MatchCandidates,
  categoryMap: ReadonlyMap<string, number>,
): MatchDecision {
  if (candidates.byGtin !== null) return { kind: 'product', productId: candidates.byGtin, by: 'gtin' };
  if (candidates.byBrandMpn.length === 1)
    return { kind: 'product', productId: candidates.byBrandMpn[0]!, by: 'brand-mpn' };
  if (candidates.byBrandMpn.length > 1)
    return { kind: 'unmatched', reason: `brand and mpn match ${candidates.byBrandMpn.length} products` };
  if (item.gtin === null)
    return {
      kind: 'unmatched',
      reason:
        item.brand && item.mpn
          ? 'no product has this brand and mpn, and without a valid gtin no product is created'
          : 'no valid gtin, and no brand and mpn to match by',
    };
  if (!item.title) return { kind: 'unmatched', reason: 'a new product needs a title' };
  if (!item.brand) return { kind: 'unmatched', reason: 'a new product needs a brand' };
  const mapped = mapCategory(item.categories, categoryMap);
  if (!mapped)
    return {
      kind: 'unmatched',
      reason: item.categories.length
        ? `category "${item.categories.join('" / "')}" is not in the store's category map`
        : 'a new product needs google_product_category or product_type',
    };
  return { kind: 'new-product', gtin: item.gtin, categoryId: mapped.categoryId, title: item.title, brand: item.brand };
}
