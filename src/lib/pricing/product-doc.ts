import { z } from 'zod';
import { honestReferencePrice } from '@/lib/catalogue/reference-price';
import type { ProductSummary } from './product-summary';

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
  producturl: z
    .union([z.string(), z.array(z.string())])
    .nullable()
    .optional(),
  storecount: z.number().int().optional().default(0),
  categoryfrontend: z.array(z.string()).optional().default([]),
  idcategoryforntend: z.number().int().nullable().optional(),
  popularity: z.number().optional(),
  createdAt: z.string().optional(),
});

export type RawProductDoc = z.infer<typeof rawProductDoc>;

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
