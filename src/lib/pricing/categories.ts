import { z } from 'zod';
import { fromPricing, type PricingBackendResult } from './backend-result';
import type { PricingClient } from './http';

export interface CategoryNode {
  id: number;
  name: string;
  hasProducts: boolean;
  productCount: number;
  children: CategoryNode[];
}

interface RawCategoryNode {
  id: number;
  name: string;
  hasproducts: boolean;
  productcount?: number;
  children?: RawCategoryNode[];
}

const rawCategoryNode: z.ZodType<RawCategoryNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    hasproducts: z.boolean(),
    productcount: z.number().int().optional(),
    children: z.array(rawCategoryNode).optional(),
  }),
);

function toCategoryNode(raw: RawCategoryNode): CategoryNode {
  return {
    id: raw.id,
    name: raw.name,
    hasProducts: raw.hasproducts,
    productCount: raw.productcount ?? 0,
    children: (raw.children ?? []).map(toCategoryNode),
  };
}

export async function getCategoryTree(client: PricingClient): Promise<PricingBackendResult<CategoryNode[]>> {
  const tree = await client.request('/restapi/categories/GetTreeFrontendCategories', {
    map: (raw: unknown) => z.array(rawCategoryNode).parse(raw).map(toCategoryNode),
  });
  return fromPricing(tree, 'category tree');
}
