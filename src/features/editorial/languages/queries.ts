import { gql } from '@apollo/client';

/** The homepage by its slug and its Polylang translations (docs/PRODUCT.md §7: the homepage, slug `homepage`). */
export const HOMEPAGE_TRANSLATIONS_QUERY = gql`
  query GetHomepageTranslations {
    pages(where: { name: "homepage", language: ALL }, first: 1) {
      nodes {
        id
        uri
        language {
          id
          slug
          name
        }
        translations {
          id
          uri
          language {
            id
            slug
            name
          }
        }
      }
    }
  }
`;
