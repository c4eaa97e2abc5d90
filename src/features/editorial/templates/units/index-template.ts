import { toContentPageModel } from '@/features/editorial/templates/models/content-page-model';
import { gql, type TypedDocumentNode } from '@apollo/client';
import { rawContentPage } from '@/lib/content/content-page';
import type { Accepting } from '@/lib/content/parse-answer';
import type { GetIndexNodeQuery, GetIndexNodeQueryVariables } from '@/lib/content/graphql/operations.generated';
import { SITE_HEADER_FIELDS } from '@/features/editorial/site-menu/fragments';
import { byUri, defineTemplate } from './define-template';

/** The final fallback: any node with a title, shown with its content when it has one. */
const QUERY: TypedDocumentNode<GetIndexNodeQuery, GetIndexNodeQueryVariables> = gql`
  ${SITE_HEADER_FIELDS}
  query GetIndexNode($uri: String!) {
    nodeByUri(uri: $uri) {
      __typename
      id
      ... on NodeWithTitle {
        title
      }
      ... on NodeWithContentEditor {
        content
      }
    }
    ...SiteHeaderFields
  }
`;

/** The page parser (src/lib/content/content-page.ts) accepts every titled node this query can answer (an untitled one is not shown): the compiler checks it here. */
export const answerSchema: Accepting<
  Extract<NonNullable<GetIndexNodeQuery['nodeByUri']>, { title: unknown }>,
  typeof rawContentPage
> = rawContentPage;

const IndexTemplate = defineTemplate({
  name: 'index',
  query: QUERY,
  variables: byUri,
  toModel: (data, context) => toContentPageModel(data, 'nodeByUri', context),
});

export default IndexTemplate;
