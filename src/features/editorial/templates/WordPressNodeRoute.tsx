import type { ContentPageProps } from '../server/content-page-props';
import type { WordPressNodeProps } from '../server/resolve-wordpress-node';
import { ErrorState } from '@/features/errors/ErrorState';
import { TemplateView } from './TemplateView';

export type WordPressNodeRouteProps = ContentPageProps<WordPressNodeProps>;

/** A WordPress node rendered by its template's view; a content-service outage says so. */
export default function WordPressNodeRoute(props: WordPressNodeRouteProps) {
  if (props.state === 'unavailable') return <ErrorState kind="contentUnavailable" />;
  return <TemplateView key={props.nodeKey} page={props.page} />;
}
