import { gql, type TypedDocumentNode } from '@apollo/client';
import type { GetSingularQuery, GetSingularQueryVariables } from '@/lib/content/graphql/operations.generated';
import {
  ARTICLE_HERO_FIELDS,
  AUTHOR_CARD_FIELDS,
  GUIDE_COMPARISON_FIELDS,
  GUIDE_INTRO_FIELDS,
  GUIDE_PICK_LIST_FIELDS,
  REVIEWED_PRODUCT_FIELDS,
} from '@/features/editorial/article/fragments';
import { SITE_HEADER_FIELDS } from '@/features/editorial/site-menu/fragments';

/** Guides and reviews (and any other content type): the node by database id, with its guide and review categories. */
export const ARTICLE_QUERY: TypedDocumentNode<GetSingularQuery, GetSingularQueryVariables> = gql`
  ${ARTICLE_HERO_FIELDS}
  ${AUTHOR_CARD_FIELDS}
  ${GUIDE_INTRO_FIELDS}
  ${GUIDE_PICK_LIST_FIELDS}
  ${GUIDE_COMPARISON_FIELDS}
  ${REVIEWED_PRODUCT_FIELDS}
  ${SITE_HEADER_FIELDS}
  query GetSingular($databaseId: ID!, $asPreview: Boolean = false) {
    contentNode(id: $databaseId, idType: DATABASE_ID, asPreview: $asPreview) {
      __typename
      id
      databaseId
      uri
      slug
      ... on NodeWithContentEditor {
        content
      }
      ...ArticleHeroFields
      ...AuthorCardFields
      ... on Guide {
        guideCategories {
          nodes {
            id
            name
            slug
            uri
          }
        }
        ...GuideIntroFields
        ...GuidePickListFields
        ...GuideComparisonFields
      }
      ... on Review {
        reviewCategories {
          nodes {
            id
            name
            slug
            uri
          }
        }
        ...ReviewedProductFields
      }
    }
    ...SiteHeaderFields
  }
`;
