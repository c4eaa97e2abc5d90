import { gql, type TypedDocumentNode } from '@apollo/client';
import type { GetIndexNodeQuery, GetIndexNodeQueryVariables } from '@/lib/content/graphql/operations.generated';
import { SITE_HEADER_FIELDS } from '@/features/editorial/site-menu/fragments';

/** The final fallback: any node with a title, shown with its content when it has one. */
export const INDEX_NODE_QUERY: TypedDocumentNode<GetIndexNodeQuery, GetIndexNodeQueryVariables> = gql`
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
