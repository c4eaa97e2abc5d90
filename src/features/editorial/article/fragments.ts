import { gql } from '@apollo/client';

/**
 * The GraphQL fragments of this folder's components, kept apart from the components so templates
 * can compose them without pulling the components into every page's bundle.
 */

/** The fields AuthorCard renders. */
export const AUTHOR_CARD_FIELDS = gql`
  fragment AuthorCardFields on NodeWithAuthor {
    author {
      node {
        id
        name
        uri
        description
        avatar {
          url
        }
      }
    }
  }
`;

/** The fields PickList renders. */
export const GUIDE_PICK_LIST_FIELDS = gql`
  fragment GuidePickListFields on Guide {
    guideACF {
      howDidWePickTitle
      howDidWePick {
        title
        description
      }
    }
  }
`;

/** The fields ArticleIntro renders. */
export const GUIDE_INTRO_FIELDS = gql`
  fragment GuideIntroFields on Guide {
    guideACF {
      intro
      introTitle
      subheading
    }
  }
`;

/** The fields ComparisonTable renders. */
export const GUIDE_COMPARISON_FIELDS = gql`
  fragment GuideComparisonFields on Guide {
    guidesproduct {
      product {
        productName
        productcard
        properties {
          propertyValue
        }
      }
      propertiesName {
        propertyName
      }
    }
  }
`;

/** The fields ArticleHero renders. */
export const ARTICLE_HERO_FIELDS = gql`
  fragment ArticleHeroFields on ContentNode {
    date
    modified
    ... on NodeWithTitle {
      title
    }
    ... on NodeWithExcerpt {
      excerpt
    }
    ... on NodeWithFeaturedImage {
      featuredImage {
        node {
          id
          sourceUrl
          altText
        }
      }
    }
  }
`;

/** The fields ReviewedProduct renders. */
export const REVIEWED_PRODUCT_FIELDS = gql`
  fragment ReviewedProductFields on Review {
    reviewACF {
      productcard
      subheading
    }
  }
`;
