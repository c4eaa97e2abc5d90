import { ErrorState } from '@/features/errors/ErrorState';
import type { CategoryNode } from '@/lib/pricing/categories';
import { CategoryTreePage } from './CategoryTreePage';

export type CategoryTreeRouteProps = { state: 'ready'; categories: CategoryNode[] } | { state: 'unavailable' };

/** Every category, or a pricing outage said in words. */
export default function CategoryTreeRoute(props: CategoryTreeRouteProps) {
  return props.state === 'ready' ? (
    <CategoryTreePage categories={props.categories} />
  ) : (
    <ErrorState kind="unavailable" />
  );
}
