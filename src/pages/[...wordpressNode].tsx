import type { GetStaticPaths, GetStaticProps } from 'next';
import { islandPage } from '@/components/islands/island-page';
import { staticContentPageProps } from '@/features/editorial/server/content-page-props';
import { resolveWordPressNode } from '@/features/editorial/server/resolve-wordpress-node';
import type { WordPressNodeRouteProps } from '@/features/editorial/templates/WordPressNodeRoute';

type Props = WordPressNodeRouteProps;

/**
 * Every path no other route claims: resolved through Faust to a WordPress node, made into its
 * template's model on the server and rendered by the template's view, statically generated on
 * demand. Unknown URIs answer 404; a content-service failure keeps the last good copy, or
 * answers 503 when there is none.
 */
export default islandPage<Props>(() => import('@/features/editorial/templates/WordPressNodeRoute'));

/** Content pages are generated on first request and kept fresh in the background (ISR). */
export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

export const getStaticProps: GetStaticProps<Props> = (context) =>
  staticContentPageProps(context, () => resolveWordPressNode(context));
