import { gql, type TypedDocumentNode } from '@apollo/client';
import type { GetFrontPageQuery, GetFrontPageQueryVariables } from '@/lib/content/graphql/operations.generated';
import { SITE_HEADER_FIELDS } from '@/features/editorial/site-menu/fragments';
import { CONTENT_PAGE_FIELDS } from '../page/query';

/**
 * WordPress's front page: site title, primary menu and, for a static front page, its words. It is
 * shown inside the catalogue home at `/` (src/pages/index.tsx).
 */
export const FRONT_PAGE_QUERY: TypedDocumentNode<GetFrontPageQuery, GetFrontPageQueryVariables> = gql`
  ${CONTENT_PAGE_FIELDS}
  ${SITE_HEADER_FIELDS}
  query GetFrontPage($uri: String!) {
    nodeByUri(uri: $uri) {
      __typename
      id
      ... on Page {
        ...ContentPageFields
      }
    }
    ...SiteHeaderFields
  }
`;
