import { gql, type TypedDocumentNode } from '@apollo/client';
import type { GetArchiveQuery, GetArchiveQueryVariables } from '@/lib/content/graphql/operations.generated';
import { SITE_HEADER_FIELDS } from '@/features/editorial/site-menu/fragments';

/** Category, tag, guide and review categories, authors and type archives. */
export const ARCHIVE_QUERY: TypedDocumentNode<GetArchiveQuery, GetArchiveQueryVariables> = gql`
  ${SITE_HEADER_FIELDS}
  query GetArchive($uri: String!) {
    nodeByUri(uri: $uri) {
      __typename
      id
      uri
      ... on Category {
        name
        description
        posts(first: 20) {
          nodes {
            id
            title
            uri
          }
        }
      }
      ... on Tag {
        name
        description
        posts(first: 20) {
          nodes {
            id
            title
            uri
          }
        }
      }
      ... on GuideCategory {
        name
        description
        guides(first: 20) {
          nodes {
            id
            title
            uri
          }
        }
      }
      ... on ReviewCategory {
        name
        description
        reviews(first: 20) {
          nodes {
            id
            title
            uri
          }
        }
      }
      ... on User {
        name
        description
        posts(first: 20) {
          nodes {
            id
            title
            uri
          }
        }
      }
      ... on ContentType {
        name
        label
        contentNodes(first: 20) {
          nodes {
            id
            uri
            ... on NodeWithTitle {
              title
            }
          }
        }
      }
    }
    ...SiteHeaderFields
  }
`;
