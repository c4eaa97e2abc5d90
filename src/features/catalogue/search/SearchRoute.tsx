import { ErrorState } from '@/features/errors/ErrorState';
import { SearchResultsPage, type SearchResultsPageProps } from './SearchResultsPage';

export type SearchRouteProps = ({ state: 'ready' } & SearchResultsPageProps) | { state: 'unavailable' };

/** The full search results, or a pricing outage said in words. */
export default function SearchRoute(props: SearchRouteProps) {
  return props.state === 'ready' ? (
    <SearchResultsPage text={props.text} result={props.result} />
  ) : (
    <ErrorState kind="unavailable" />
  );
}
