import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  GetGuidesIndexQuery,
  GetGuidesIndexQueryVariables,
} from '../../../lib/content/graphql/operations.generated';
import { GUIDE_CATEGORY_CHOICES } from '../categories/fragments';
import { SITE_HEADER_FIELDS } from '../site-menu/fragments';
import { GUIDE_CARD_FIELDS } from './fragments';

/**
 * Guide categories with their guides (GuidesIndex), and the same categories as the filter's
 * choices (docs/PRODUCT.md §7: `guideCategories(first: 100)` with id, name and slug; GraphQL merges the two).
 */
export const GUIDES_INDEX_QUERY: TypedDocumentNode<GetGuidesIndexQuery, GetGuidesIndexQueryVariables> = gql`
  ${GUIDE_CARD_FIELDS}
  ${GUIDE_CATEGORY_CHOICES}
  ${SITE_HEADER_FIELDS}
  query GetGuidesIndex {
    guideCategories(first: 100) {
      nodes {
        id
        name
        uri
        guides(first: 100) {
          nodes {
            ...GuideCardFields
          }
        }
      }
    }
    ...GuideCategoryChoices
    ...SiteHeaderFields
  }
`;
