import type { ContentPageProps } from '../server/content-page-props';
import { ErrorState } from '@/features/errors/ErrorState';
import { GuidesIndex, type GuidesIndexProps } from './GuidesIndex';

export type GuidesRouteProps = ContentPageProps<GuidesIndexProps>;

/** `/g/`, or a content-service outage said in words. */
export default function GuidesRoute(props: GuidesRouteProps) {
  return props.state === 'ready' ? <GuidesIndex {...props} /> : <ErrorState kind="contentUnavailable" />;
}
