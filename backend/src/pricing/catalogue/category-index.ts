import type { Database } from '../../db/database.js';
import type { Breadcrumb, CategoryTreeNode } from '../types.js';

/** One category with its place in the tree and its product counts. */
export interface CategoryNode {
  id: number;
  name: string;
  parent: CategoryNode | null;
  children: CategoryNode[];
  /** Products filed directly here (kept by a trigger). */
  ownCount: number;
  /** Own plus every descendant's. */
  productCount: number;
}

export interface CategoryIndex {
  roots: CategoryNode[];
  byId: Map<number, CategoryNode>;
}

interface CategoryRow {
  id: number;
  parent_id: number | null;
  name: string;
  product_count: number;
}

/**
 * The whole tree, read in one small query (tens of rows) per request and assembled in memory:
 * cheaper than caching and never stale.
 */
export async function loadCategoryIndex(db: Database): Promise<CategoryIndex> {
  const rows: CategoryRow[] = await db
    .selectFrom('categories')
    .select(['id', 'parent_id', 'name', 'product_count'])
    .orderBy('position')
    .orderBy('id')
    .execute();
  const byId = new Map<number, CategoryNode>();
  for (const row of rows) {
    byId.set(row.id, {
      id: row.id,
      name: row.name,
      parent: null,
      children: [],
      ownCount: row.product_count,
      productCount: 0,
    });
  }
  const roots: CategoryNode[] = [];
  for (const row of rows) {
    const node = byId.get(row.id)!;
    const parent = row.parent_id === null ? undefined : byId.get(row.parent_id);
    node.parent = parent ?? null;
    (parent ? parent.children : roots).push(node);
  }
  const total = (node: CategoryNode): number =>
    (node.productCount = node.ownCount + node.children.reduce((sum, child) => sum + total(child), 0));
  roots.forEach(total);
  return { roots, byId };
}

/** Root first, the category itself last. */
export function pathOf(node: CategoryNode): CategoryNode[] {
  const path: CategoryNode[] = [];
  for (let current: CategoryNode | null = node; current; current = current.parent) path.unshift(current);
  return path;
}

/** The category and all below it: a category page lists its descendants' products too. */
export function subtreeIds(node: CategoryNode): number[] {
  return [node.id, ...node.children.flatMap(subtreeIds)];
}

export function toTreeNode(node: CategoryNode): CategoryTreeNode {
  return {
    id: node.id,
    name: node.name,
    hasproducts: node.productCount > 0,
    productcount: node.productCount,
    children: node.children.map(toTreeNode),
  };
}

/** Breadcrumb data (docs/PRODUCT.md §3): names joined by ' --> ', ids by ',', one crumb per level. */
export function breadcrumbOf(node: CategoryNode): Breadcrumb {
  const path = pathOf(node);
  return {
    categoryDetails: { name: node.name, id: node.id },
    pathcatname: path.map((crumb) => crumb.name).join(' --> '),
    pathwithid: path.map((crumb) => crumb.id).join(','),
    checkCategoryProducts: path.map((crumb) => ({ idcategoryfrontend: crumb.id, hasproducts: crumb.productCount > 0 })),
  };
}
