import type { ContentPageProps } from '../server/content-page-props';
import { ErrorState } from '@/features/errors/ErrorState';
import { NewsIndex, type NewsIndexProps } from './NewsIndex';

export type NewsRouteProps = ContentPageProps<NewsIndexProps>;

/** `/n/`, or a content-service outage said in words. */
export default function NewsRoute(props: NewsRouteProps) {
  return props.state === 'ready' ? <NewsIndex {...props} /> : <ErrorState kind="contentUnavailable" />;
}
