import type { CategoryListing } from '@/lib/ssr/category-listing';
import { CategoryPage } from './CategoryPage';

/** A category listing: one variant (sort, filters, page) of a category's products. */
export default function CategoryRoute({ data, query }: CategoryListing) {
  return <CategoryPage category={data} query={query} />;
}
