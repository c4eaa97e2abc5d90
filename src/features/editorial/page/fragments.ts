import { gql } from '@apollo/client';

/**
 * The GraphQL fragments of this folder's components, kept apart from the components so templates
 * can compose them without pulling the components into every page's bundle.
 */

/** The fields ContentPageView renders. */
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
