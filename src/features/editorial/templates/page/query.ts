import { gql, type TypedDocumentNode } from '@apollo/client';
import type { GetPageQuery, GetPageQueryVariables } from '@/lib/content/graphql/operations.generated';
import { SITE_HEADER_FIELDS } from '@/features/editorial/site-menu/fragments';

/** The fields ContentPageView renders (also the front page's words). */
export const CONTENT_PAGE_FIELDS = gql`
  fragment ContentPageFields on Page {
    id
    databaseId
    uri
    title
    content
    featuredImage {
      node {
        id
        sourceUrl
        altText
      }
    }
  }
`;

/** A WordPress page by database id, e.g. /privatlan/. */
export const CONTENT_PAGE_QUERY: TypedDocumentNode<GetPageQuery, GetPageQueryVariables> = gql`
  ${CONTENT_PAGE_FIELDS}
  ${SITE_HEADER_FIELDS}
  query GetPage($databaseId: ID!, $asPreview: Boolean = false) {
    page(id: $databaseId, idType: DATABASE_ID, asPreview: $asPreview) {
      ...ContentPageFields
    }
    ...SiteHeaderFields
  }
`;
