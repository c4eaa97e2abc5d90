import { z } from 'zod';
import { buildBreadcrumbs, type Crumb } from '@/lib/catalogue/breadcrumbs';
import { rawBreadcrumbFields } from './category-page';
import type { PricingClient, PricingResult } from './http';
import { rawProductDoc, toProductSummary } from './product-doc';
import type { ProductSummary } from './product-summary';

const rawStore = z.object({
  id: z.number().int(),
  name: z.string(),
  domain: z.string(),
  logo: z.string(),
  paymentmethods: z.array(z.string()),
  shippingcarriers: z.array(z.string()),
});

const rawOffer = z.object({
  store: rawStore,
  price: z.number(),
  priceoriginal: z.number().nullable(),
  shippingcost: z.number(),
  total: z.number(),
  instock: z.boolean(),
  producturl: z.string(),
  updatedAt: z.string(),
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
  storeId: number;
  storeName: string;
  storeDomain: string;
  storeLogo: string;
  paymentMethods: string[];
  shippingCarriers: string[];
  price: number;
  originalPrice: number | null;
  shippingCost: number;
  total: number;
  inStock: boolean;
  url: string;
  updatedAt: string;
}

export interface ProductDetail extends ProductSummary {
  description: string;
  specifications: { name: string; value: string }[];
  category: { id: number; name: string };
  breadcrumbs: Crumb[];
  /** Cheapest total (price + shipping) first. */
  offers: StoreOffer[];
  related: ProductSummary[];
}

/** Cheapest total first; ties by store name so the order is stable (spec: offers table). */
export function sortOffersByTotal(offers: StoreOffer[]): StoreOffer[] {
  return [...offers].sort((a, b) => a.total - b.total || a.storeName.localeCompare(b.storeName));
}

export function getProductDetail(client: PricingClient, id: number): Promise<PricingResult<ProductDetail>> {
  return client.request(`/restapi/products/${id}`, {
    map: (raw: unknown) => {
      const product = rawProductDetail.parse(raw);
      const offers = product.offers.map(
        (offer): StoreOffer => ({
          storeId: offer.store.id,
          storeName: offer.store.name,
          storeDomain: offer.store.domain,
          storeLogo: offer.store.logo,
          paymentMethods: offer.store.paymentmethods,
          shippingCarriers: offer.store.shippingcarriers,
          price: offer.price,
          originalPrice: offer.priceoriginal,
          shippingCost: offer.shippingcost,
          total: offer.total,
          inStock: offer.instock,
          url: offer.producturl,
          updatedAt: offer.updatedAt,
        }),
      );
      return {
        ...toProductSummary(product),
        description: product.description,
        specifications: product.specifications,
        category: product.categoryDetails,
        breadcrumbs: buildBreadcrumbs(product.pathcatname, product.pathwithid, product.checkCategoryProducts),
        offers: sortOffersByTotal(offers),
        related: product.related.map(toProductSummary),
      };
    },
  });
}
