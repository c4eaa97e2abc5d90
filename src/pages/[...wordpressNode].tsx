import { WordPressTemplate } from '@faustwp/core';
import type { GetServerSideProps } from 'next';
import { contentPageProps, type ContentPageProps } from '@/features/editorial/server/content-page-props';
import { resolveWordPressNode, type WordPressNodeProps } from '@/features/editorial/server/resolve-wordpress-node';
import { ErrorState } from '@/features/errors/ErrorState';

type Props = ContentPageProps<WordPressNodeProps>;

/**
 * Every path no other route claims: resolved through Faust to a WordPress node and rendered by
 * its template (wp-templates/). Unknown URIs answer 404; a content-service failure answers 503.
 */
export default function WordPressNodePage(props: Props) {
  if (props.state === 'unavailable') return <ErrorState kind="contentUnavailable" />;
  // Faust keeps the first node it was given in state: a new node must be a new template instance.
  return <WordPressTemplate key={props.__SEED_NODE__?.id ?? props.__SEED_NODE__?.uri} {...props} />;
}

export const getServerSideProps: GetServerSideProps<Props> = (context) =>
  contentPageProps(context, () => resolveWordPressNode(context));
