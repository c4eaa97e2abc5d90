/** A category and, recursively, its children; leaves are where products live. */
export interface CategorySeed {
  name: string;
  children?: CategorySeed[];
}

export const CATEGORY_TREE: readonly CategorySeed[] = [
  { name: 'Electronics' },
  { name: 'Computers & Accessories' },
  { name: 'Home & Kitchen' },
  { name: 'Sports & Outdoors' },
  { name: 'Health & Beauty' },
  { name: 'Toys & Games' },
];
