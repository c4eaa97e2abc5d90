import { parseGtin } from '../../pricing/feeds/attributes/gtin.js';
import { brandMpnKey } from '../../pricing/feeds/matching.js';
import { encodeArchive } from '../../pricing/history/archive-codec.js';
import { DEAL_MIN_DROP_BASIS_POINTS } from '../../pricing/history/price-facts-rules.js';
import { storeMask } from '../../pricing/store-mask.js';
import type { GeneratedOffer } from './offers.js';
import type { GeneratedProduct } from './product-generator.js';

/** One generated product as the rows a bulk load writes, on either engine. */
export interface CatalogueRows {
  product: {
    id: number;
    category_id: number;
    name: string;
    brand: string;
    specs: string;
    image_count: number;
    popularity: number;
    created_at: string;
    updated_at: string;
    best_offer_id: number | null;
    min_price: number | null;
    min_price_original: number | null;
    min_price_reference: number | null;
    store_count: number;
    store_mask: bigint;
    gtin: string;
    mpn: string;
    mpn_key: string | null;
  };
  description: string;
  offers: {
    id: number;
    store_id: number;
    price: number;
    original_price: number | null;
    shipping_cost: number;
    in_stock: number;
    url: string;
    updated_at: string;
    checked_at: number;
    price_since: number | null;
    reference_price: number | null;
  }[];
  archive: { start_day: number; data: Buffer } | null;
  drop: { began_at: number; total: number; reference_total: number; drop_bp: number } | null;
}

/** A generated GTIN as products keep it (14 digits). */
function storedGtin(gtin: string): string {
  const parsed = parseGtin(gtin);
  if (!parsed.ok) throw new Error(`generated GTIN ${gtin}: ${parsed.reason}`);
  return parsed.value;
}

/** The cheapest offer by the triggers' rule: lowest price, ties to the lowest offer id. */
function cheapest<T extends { id: number; offer: GeneratedOffer }>(offers: readonly T[]): T | undefined {
  return offers.reduce<T | undefined>(
    (best, next) => (!best || next.offer.price < best.offer.price ? next : best),
    undefined,
  );
}

/**
 * A product's rows with what the triggers would keep already worked out (its cheapest offer,
 * price, reference price, store count and mask, its archived history and its deal), offers
 * numbered from `firstOfferId`: bulk loads run with the triggers off, since letting them re-rank
 * the product on every offer made loads about four times slower.
 */
export function catalogueRows(product: GeneratedProduct, firstOfferId: number): CatalogueRows {
  const { priceHistory } = product;
  const offers = product.offers.map((offer, index) => ({
    id: firstOfferId + index,
    offer,
    facts: priceHistory.facts[index]!,
  }));
  const updatedAt = offers.reduce(
    (latest, { offer }) => (offer.updatedAt > latest ? offer.updatedAt : latest),
    product.createdAt,
  );
  const best = cheapest(offers);
  const archive = encodeArchive(priceHistory.timelines);
  const { drop } = priceHistory;
  return {
    product: {
      id: product.id,
      category_id: product.categoryId,
      name: product.name,
      brand: product.brand,
      specs: JSON.stringify(product.specs),
      image_count: product.imageCount,
      popularity: product.popularity,
      created_at: product.createdAt,
      updated_at: updatedAt,
      best_offer_id: best?.id ?? null,
      min_price: best?.offer.price ?? null,
      min_price_original: best?.offer.originalPrice ?? null,
      min_price_reference: best?.facts.referencePrice ?? null,
      store_count: offers.length,
      store_mask: storeMask(offers.map(({ offer }) => offer.storeId)),
      gtin: storedGtin(product.gtin),
      mpn: product.mpn,
      mpn_key: brandMpnKey(product.brand, product.mpn),
    },
    description: product.description,
    offers: offers.map(({ id, offer, facts }) => ({
      id,
      store_id: offer.storeId,
      price: offer.price,
      original_price: offer.originalPrice,
      shipping_cost: offer.shippingCost,
      in_stock: offer.inStock ? 1 : 0,
      url: offer.url,
      updated_at: offer.updatedAt,
      checked_at: facts.checkedAt,
      price_since: facts.priceSince,
      reference_price: facts.referencePrice,
    })),
    archive: archive && { start_day: archive.startDay, data: archive.data },
    drop:
      drop && drop.basisPoints >= DEAL_MIN_DROP_BASIS_POINTS
        ? { began_at: drop.began, total: drop.total, reference_total: drop.reference, drop_bp: drop.basisPoints }
        : null,
  };
}
