import { toNewsPostModel } from '@/features/editorial/templates/models/news-post-model';
import { gql, type TypedDocumentNode } from '@apollo/client';
import { rawNewsPost } from '@/lib/content/news-post';
import type { Accepting } from '@/lib/content/parse-answer';
import type { GetPostQuery, GetPostQueryVariables } from '@/lib/content/graphql/operations.generated';
import { NEWS_POST_FIELDS } from '@/features/editorial/post/fragments';
import { SITE_HEADER_FIELDS } from '@/features/editorial/site-menu/fragments';
import { byDatabaseId, defineTemplate } from './define-template';

/** A news post by database id. */
const QUERY: TypedDocumentNode<GetPostQuery, GetPostQueryVariables> = gql`
  ${NEWS_POST_FIELDS}
  ${SITE_HEADER_FIELDS}
  query GetPost($databaseId: ID!, $asPreview: Boolean = false) {
    post(id: $databaseId, idType: DATABASE_ID, asPreview: $asPreview) {
      ...NewsPostFields
    }
    ...SiteHeaderFields
  }
`;

/** The post parser (src/lib/content/news-post.ts) accepts every node this query can answer: the compiler checks it here. */
export const answerSchema: Accepting<NonNullable<GetPostQuery['post']>, typeof rawNewsPost> = rawNewsPost;

const SingleTemplate = defineTemplate({
  name: 'single',
  query: QUERY,
  variables: byDatabaseId,
  toModel: toNewsPostModel,
});

export default SingleTemplate;
