import { gql } from '@apollo/client';

/**
 * The GraphQL fragments of this folder's components, kept apart from the components so templates
 * can compose them without pulling the components into every page's bundle.
 */

/** The fields NewsList renders. */
export const NEWS_LIST_ITEM_FIELDS = gql`
  fragment NewsListItemFields on Post {
    id
    title
    uri
    date
    excerpt
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
  }
`;
