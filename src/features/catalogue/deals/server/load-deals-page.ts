import type { DealsQuery } from '@/lib/catalogue/deals-query';
import { getCategoryTree, type CategoryNode } from '@/lib/pricing/categories';
import { getDeals } from '@/lib/pricing/deals';
import type { PricingClient } from '@/lib/pricing/http';
import { failed } from '@/lib/backend-result';
import { pageFound, pageNotFound, type PageResult } from '@/lib/ssr/page-result';
import type { DealView } from '../deal-view';
import { toDealViews } from './load-deals';

export interface DealsPageData {
  query: DealsQuery;
  /** The filter's choices: the top-level categories. */
  categories: { id: number; name: string }[];
  /** The filtered category's name; null for every category. */
  categoryName: string | null;
  /** Null when the pricing service has no deals at all (an older service): the page says so. */
  deals: { items: DealView[]; total: number; pageCount: number } | null;
}

function findCategory(nodes: readonly CategoryNode[], id: number): CategoryNode | null {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findCategory(node.children, id);
    if (found) return found;
  }
  return null;
}

/**
 * One page of real price drops: an unknown category and a page past the last are not found; the
 * service failing is an outage (the cached copy stays), the service lacking deals an empty page.
 */
export async function loadDealsPage(query: DealsQuery, client: PricingClient): Promise<PageResult<DealsPageData>> {
  const [treeAnswer, dealsAnswer] = await Promise.all([
    getCategoryTree(client),
    getDeals(client, { category: query.category, page: query.page }),
  ]);
  // The deals need the tree for their filter: without it the page is an outage, whatever the status.
  if (!treeAnswer.ok) return failed('unavailable', `categories: status ${treeAnswer.status}`);
  const tree = treeAnswer.value;
  const category = query.category === null ? null : findCategory(tree, query.category);
  if (query.category !== null && !category) return pageNotFound();
  // A 404 is no deals at all (a null value); a failing not-found is the service's 400 on our query.
  if (!dealsAnswer.ok) return dealsAnswer;
  const deals = dealsAnswer.value;
  if (deals && query.page > 1 && deals.items.length === 0) return pageNotFound();
  return pageFound({
    query,
    categories: tree.map((node) => ({ id: node.id, name: node.name })),
    categoryName: category?.name ?? null,
    deals: deals && { items: toDealViews(deals.items), total: deals.total, pageCount: deals.pageCount },
  });
}
