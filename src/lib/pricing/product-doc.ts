import { z } from 'zod';
import { honestReferencePrice } from '@/lib/catalogue/reference-price';

/** A product summary as the pricing service sends it (its field names, not ours). */
export const rawProductDoc = z.object({
  id: z.number().int(),
  productname: z.string(),
  brand: z.string().optional().default(''),
  price: z.number().nullable().optional(),
  priceoriginal: z.number().nullable().optional(),
  // The only price a discount may be stated against; a service without it makes us claim none.
  referenceprice: z.number().nullable().optional(),
  imageurl: z.array(z.string()).optional().default([]),
  producturl: z.union([z.string(), z.array(z.string())]).nullable().optional(),
  storecount: z.number().int().optional().default(0),
  categoryfrontend: z.array(z.string()).optional().default([]),
  idcategoryforntend: z.number().int().nullable().optional(),
  popularity: z.number().optional(),
  createdAt: z.string().optional(),
});

export type RawProductDoc = z.infer<typeof rawProductDoc>;

export interface ProductSummary {
  id: number;
  name: string;
  brand: string;
  /** Lowest current price; null when no store has a price. */
  price: number | null;
  /**
   * The price the cheapest offer's discount is honestly stated against: the lowest of the 30 days
   * before its current price began (Omnibus), when its store claims a discount and that is above
   * the price. Never the store's own "was" price; null means no discount is shown.
   */
  originalPrice: number | null;
  /** Image filenames; turn them into URLs with `productImageUrl`. */
  images: string[];
  /** Where "Visit store" goes: the cheapest store's product page. */
  storeUrl: string | null;
  storeCount: number;
  /** Category names from the root; the last is the product's own category. */
  categoryPath: string[];
  categoryId: number | null;
}

export function toProductSummary(raw: RawProductDoc): ProductSummary {
  const storeUrl = Array.isArray(raw.producturl) ? (raw.producturl[0] ?? null) : (raw.producturl ?? null);
  return {
    id: raw.id,
    name: raw.productname,
    brand: raw.brand,
    price: raw.price ?? null,
    originalPrice: honestReferencePrice(raw.price, raw.priceoriginal, raw.referenceprice),
    images: raw.imageurl,
    storeUrl,
    storeCount: raw.storecount,
    categoryPath: raw.categoryfrontend,
    categoryId: raw.idcategoryforntend ?? null,
  };
}

/** Images go through the same-origin proxy; the trailing slash skips Next's redirect. */
export function pricingImageUrl(filename: string): string {
  return `/restapi/file/getimage/?filename=${encodeURIComponent(filename)}`;
}
