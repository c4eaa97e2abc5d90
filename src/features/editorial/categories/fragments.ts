import { gql } from '@apollo/client';

/**
 * The choices CategoryChoices renders, as the product reads them (docs/PRODUCT.md §7: "guideCategories
 * (first 100) and categories (first 100), each returning nodes with id, name, slug"). Kept apart
 * from the component so page queries compose them without the component.
 */

/** News (WordPress post) categories: `/n/`'s filter. */
export const NEWS_CATEGORY_CHOICES = gql`
  fragment NewsCategoryChoices on RootQuery {
    categories(first: 100) {
      nodes {
        id
        name
        slug
      }
    }
  }
`;

/** Guide categories: `/g/`'s filter. */
export const GUIDE_CATEGORY_CHOICES = gql`
  fragment GuideCategoryChoices on RootQuery {
    guideCategories(first: 100) {
      nodes {
        id
        name
        slug
      }
    }
  }
`;
