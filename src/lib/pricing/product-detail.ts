import { z } from 'zod';
import { buildBreadcrumbs, type Crumb } from '@/lib/catalogue/breadcrumbs';
import { isStale, rankOffers } from '@/lib/catalogue/freshness';
import { honestReferencePrice } from '@/lib/catalogue/reference-price';
import { rawBreadcrumbFields } from './category-page';
import { fromPricing, type PricingBackendResult } from './backend-result';
import type { PricingClient } from './http';
import { rawProductDoc, toProductSummary } from './product-doc';
import { toProductCard, type ProductCardData, type ProductSummary } from './product-summary';

const rawStore = z.object({
  id: z.number().int(),
  name: z.string(),
  domain: z.string(),
  logo: z.string(),
  paymentmethods: z.array(z.string()),
  shippingcarriers: z.array(z.string()),
});

const rawOffer = z.object({
  // Newer fields are optional: a service without them leaves reports, freshness and discounts out.
  id: z.number().int().optional(),
  store: rawStore,
  price: z.number(),
  priceoriginal: z.number().nullable(),
  referenceprice: z.number().nullable().optional(),
  shippingcost: z.number(),
  total: z.number(),
  instock: z.boolean(),
  producturl: z.string(),
  updatedAt: z.string(),
  priceSince: z.string().nullable().optional(),
  checkedAt: z.string().optional(),
});

const rawProductDetail = rawProductDoc.extend({
  description: z.string(),
  specifications: z.array(z.object({ name: z.string(), value: z.string() })),
  categoryDetails: z.object({ name: z.string(), id: z.number().int() }),
  ...rawBreadcrumbFields,
  offers: z.array(rawOffer),
  related: z.array(rawProductDoc),
});

export interface StoreOffer {
  /** For wrong-price reports; null when the service gives no offer ids. */
  offerId: number | null;
  storeId: number;
  storeName: string;
  storeDomain: string;
  storeLogo: string;
  paymentMethods: string[];
  shippingCarriers: string[];
  price: number;
  /** The honest reference price, as ProductSummary.originalPrice: null means no discount shown. */
  originalPrice: number | null;
  shippingCost: number;
  total: number;
  inStock: boolean;
  url: string;
  updatedAt: string;
  /** When the store was last checked (its last update when the service does not say). */
  checkedAt: string;
  /** Not checked for 72 h when the product was fetched: ranked last, left out of structured data. */
  stale: boolean;
}

export interface ProductDetail extends ProductSummary {
  description: string;
  specifications: { name: string; value: string }[];
  category: { id: number; name: string };
  breadcrumbs: Crumb[];
  /** Fresh offers first, then stale ones; each group cheapest total (price + shipping) first. */
  offers: StoreOffer[];
  related: ProductCardData[];
}

/** `now` decides which offers are stale (72 h without a check). */
export async function getProductDetail(
  client: PricingClient,
  id: number,
  now: number = Date.now(),
): Promise<PricingBackendResult<ProductDetail>> {
  const product = await client.request(`/restapi/products/${id}`, {
    map: (raw: unknown) => {
      const product = rawProductDetail.parse(raw);
      const offers = product.offers.map((offer): StoreOffer => ({
        offerId: offer.id ?? null,
        storeId: offer.store.id,
        storeName: offer.store.name,
        storeDomain: offer.store.domain,
        storeLogo: offer.store.logo,
        paymentMethods: offer.store.paymentmethods,
        shippingCarriers: offer.store.shippingcarriers,
        price: offer.price,
        originalPrice: honestReferencePrice(offer.price, offer.priceoriginal, offer.referenceprice),
        shippingCost: offer.shippingcost,
        total: offer.total,
        inStock: offer.instock,
        url: offer.producturl,
        updatedAt: offer.updatedAt,
        checkedAt: offer.checkedAt ?? offer.updatedAt,
        stale: isStale(offer.checkedAt ?? offer.updatedAt, now),
      }));
      return {
        ...toProductSummary(product),
        description: product.description,
        specifications: product.specifications,
        category: product.categoryDetails,
        breadcrumbs: buildBreadcrumbs(product.pathcatname, product.pathwithid, product.checkCategoryProducts),
        offers: rankOffers(offers),
        related: product.related.map((raw) => toProductCard(toProductSummary(raw))),
      };
    },
  });
  return fromPricing(product, `product ${id}`);
}
