import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  GetHomepageTranslationsQuery,
  GetHomepageTranslationsQueryVariables,
} from '../../../lib/content/graphql/operations.generated';

/** The homepage by its slug and its Polylang translations (docs/PRODUCT.md §7: the homepage, slug `homepage`). */
export const HOMEPAGE_TRANSLATIONS_QUERY: TypedDocumentNode<
  GetHomepageTranslationsQuery,
  GetHomepageTranslationsQueryVariables
> = gql`
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
