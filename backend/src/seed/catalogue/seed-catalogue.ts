import type { Db } from '../../db/connection.js';
import { CATEGORY_TREE, type CategorySeed } from './categories.js';
import { STORES } from './stores.js';

function insertCategories(db: Db, nodes: readonly CategorySeed[], parentId: number | null): void {
  const insert = db.prepare('INSERT INTO categories (parent_id, name, position) VALUES (?, ?, ?)');
  nodes.forEach((node, position) => {
    const id = Number(insert.run(parentId, node.name, position).lastInsertRowid);
    if (node.children) insertCategories(db, node.children, id);
  });
}

export function seedCatalogue(db: Db): void {
  const insertStore = db.prepare(
    `INSERT INTO stores (name, domain, logo, payment_methods, shipping_carriers) VALUES (?, ?, ?, ?, ?)`,
  );
  STORES.forEach((store, index) => {
    insertStore.run(
      store.name,
      store.domain,
      `store-${index + 1}.svg`,
      JSON.stringify(store.paymentMethods),
      JSON.stringify(store.shippingCarriers),
    );
  });
  insertCategories(db, CATEGORY_TREE, null);
}
