import { z } from 'zod';
import { buildBreadcrumbs, type Crumb } from '@/lib/catalogue/breadcrumbs';
import { PAGE_SIZE, type CategoryQuery, type SortOption } from '@/lib/catalogue/category-query';
import { fromPricing, type PricingBackendResult } from './backend-result';
import type { PricingClient } from './http';
import { rawProductDoc, toProductSummary } from './product-doc';
import { toProductCard, type ProductCardData } from './product-summary';

export const rawBreadcrumbFields = {
  pathcatname: z.string(),
  pathwithid: z.string(),
  checkCategoryProducts: z.array(z.object({ idcategoryfrontend: z.number().int(), hasproducts: z.boolean() })),
};

const rawCategoryBundle = z.object({
  title: z.string(),
  categoryDetails: z.object({ name: z.string(), id: z.number().int() }),
  ...rawBreadcrumbFields,
  subcategories: z.array(
    z.object({ id: z.number().int(), name: z.string(), hasproducts: z.boolean(), productcount: z.number().int() }),
  ),
  products: z.array(rawProductDoc),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  facets: z.object({
    brands: z.array(z.object({ name: z.string(), count: z.number().int() })),
    stores: z.array(z.object({ id: z.number().int(), name: z.string(), count: z.number().int() })),
    price: z.object({ min: z.number().nullable(), max: z.number().nullable() }),
  }),
});

export interface SubcategoryLink {
  id: number;
  name: string;
  hasProducts: boolean;
  productCount: number;
}

export interface CategoryPageData {
  id: number;
  name: string;
  title: string;
  breadcrumbs: Crumb[];
  subcategories: SubcategoryLink[];
  products: ProductCardData[];
  total: number;
  page: number;
  pageCount: number;
  sort: SortOption;
  facets: {
    brands: { name: string; count: number }[];
    stores: { id: number; name: string; count: number }[];
    price: { min: number | null; max: number | null };
  };
}

function toQueryString(id: number, query: CategoryQuery): string {
  const params = new URLSearchParams({ page: String(query.page), limit: String(PAGE_SIZE), sort: query.sort });
  if (query.minPrice !== null) params.set('minPrice', String(query.minPrice));
  if (query.maxPrice !== null) params.set('maxPrice', String(query.maxPrice));
  for (const store of query.stores) params.append('store', String(store));
  for (const brand of query.brands) params.append('brand', brand);
  return `/restapi/categories/${id}/products?${params.toString()}`;
}

/** One page of a category's products with its breadcrumb, sub-categories and filter facets. */
export async function getCategoryPage(
  client: PricingClient,
  id: number,
  query: CategoryQuery,
): Promise<PricingBackendResult<CategoryPageData>> {
  const page = await client.request(toQueryString(id, query), {
    map: (raw: unknown) => {
      const bundle = rawCategoryBundle.parse(raw);
      return {
        id: bundle.categoryDetails.id,
        name: bundle.categoryDetails.name,
        title: bundle.title,
        breadcrumbs: buildBreadcrumbs(bundle.pathcatname, bundle.pathwithid, bundle.checkCategoryProducts),
        subcategories: bundle.subcategories.map((sub) => ({
          id: sub.id,
          name: sub.name,
          hasProducts: sub.hasproducts,
          productCount: sub.productcount,
        })),
        products: bundle.products.map((raw) => toProductCard(toProductSummary(raw))),
        total: bundle.total,
        page: bundle.page,
        pageCount: Math.max(1, Math.ceil(bundle.total / bundle.limit)),
        sort: query.sort,
        facets: bundle.facets,
      };
    },
  });
  return fromPricing(page, `category ${id}`);
}
