import type { Db } from '../db/connection.js';

export interface CategoryRow {
  id: number;
  parent_id: number | null;
  name: string;
}

export interface CategoryTreeNode {
  id: number;
  name: string;
  hasproducts: boolean;
  children: CategoryTreeNode[];
}

export function countStores(db: Db): number {
  return db.prepare('SELECT COUNT(*) FROM stores').pluck().get() as number;
}

/** The whole tree in one query, assembled in memory: the tree is small (hundreds of rows). */
export function getCategoryTree(db: Db, hasProducts: (id: number) => boolean): CategoryTreeNode[] {
  const rows = db
    .prepare('SELECT id, parent_id, name FROM categories ORDER BY position, id')
    .all() as CategoryRow[];
  const nodes = new Map<number, CategoryTreeNode>();
  for (const row of rows) {
    nodes.set(row.id, { id: row.id, name: row.name, hasproducts: hasProducts(row.id), children: [] });
  }
  const roots: CategoryTreeNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    const parent = row.parent_id === null ? undefined : nodes.get(row.parent_id);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}
