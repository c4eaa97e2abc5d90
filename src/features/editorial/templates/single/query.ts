import { gql, type TypedDocumentNode } from '@apollo/client';
import type { GetPostQuery, GetPostQueryVariables } from '@/lib/content/graphql/operations.generated';
import { SITE_HEADER_FIELDS } from '@/features/editorial/site-menu/fragments';

/** The fields NewsPostView renders. */
const NEWS_POST_FIELDS = gql`
  fragment NewsPostFields on Post {
    id
    databaseId
    uri
    title
    content
    excerpt
    date
    modified
    author {
      node {
        id
        name
        description
        avatar {
          url
        }
      }
    }
    featuredImage {
      node {
        id
        sourceUrl
        altText
      }
    }
    categories {
      nodes {
        id
        name
        slug
        uri
      }
    }
    tags {
      nodes {
        id
        name
        slug
        uri
      }
    }
  }
`;

/** A news post by database id. */
export const NEWS_POST_QUERY: TypedDocumentNode<GetPostQuery, GetPostQueryVariables> = gql`
  ${NEWS_POST_FIELDS}
  ${SITE_HEADER_FIELDS}
  query GetPost($databaseId: ID!, $asPreview: Boolean = false) {
    post(id: $databaseId, idType: DATABASE_ID, asPreview: $asPreview) {
      ...NewsPostFields
    }
    ...SiteHeaderFields
  }
`;
