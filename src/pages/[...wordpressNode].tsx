import type { GetStaticPaths, GetStaticProps } from 'next';
import { staticContentPageProps, type ContentPageProps } from '@/features/editorial/server/content-page-props';
import { resolveWordPressNode, type WordPressNodeProps } from '@/features/editorial/server/resolve-wordpress-node';
import { TemplateView } from '@/features/editorial/templates/TemplateView';
import { ErrorState } from '@/features/errors/ErrorState';

type Props = ContentPageProps<WordPressNodeProps>;

/**
 * Every path no other route claims: resolved through Faust to a WordPress node, made into its
 * template's model on the server and rendered by the template's view, statically generated on
 * demand. Unknown URIs answer 404; a content-service failure keeps the last good copy, or
 * answers 503 when there is none.
 */
export default function WordPressNodePage(props: Props) {
  if (props.state === 'unavailable') return <ErrorState kind="contentUnavailable" />;
  return <TemplateView key={props.nodeKey} page={props.page} />;
}

/** Content pages are generated on first request and kept fresh in the background (ISR). */
export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

export const getStaticProps: GetStaticProps<Props> = (context) =>
  staticContentPageProps(context, () => resolveWordPressNode(context));
