import { gql } from '@apollo/client';

/**
 * The GraphQL fragments of this folder's components, kept apart from the components so templates
 * can compose them without pulling the components into every page's bundle.
 */

/** The fields NewsPostView renders. */
export const NEWS_POST_FIELDS = gql`
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
