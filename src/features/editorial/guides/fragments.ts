import { gql } from '@apollo/client';

/**
 * The GraphQL fragments of this folder's components, kept apart from the components so templates
 * can compose them without pulling the components into every page's bundle.
 */

/** The fields GuideCard renders. */
export const GUIDE_CARD_FIELDS = gql`
  fragment GuideCardFields on Guide {
    id
    title
    uri
    featuredImage {
      node {
        id
        sourceUrl
        altText
      }
    }
    guideACF {
      subheading
    }
  }
`;
