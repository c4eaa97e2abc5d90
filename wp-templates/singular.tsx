import { toArticleModel } from '@/features/editorial/templates/models/article-model';
import { gql } from '@apollo/client';
import {
  ARTICLE_HERO_FIELDS,
  AUTHOR_CARD_FIELDS,
  GUIDE_COMPARISON_FIELDS,
  GUIDE_INTRO_FIELDS,
  GUIDE_PICK_LIST_FIELDS,
  REVIEWED_PRODUCT_FIELDS,
} from '@/features/editorial/article/fragments';
import { SITE_HEADER_FIELDS } from '@/features/editorial/site-menu/fragments';
import { byDatabaseId, defineTemplate } from './define-template';

/** Guides and reviews (and any other content type): the node by database id, with its guide and review categories. */
const SingularTemplate = defineTemplate({
  name: 'singular',
  query: gql`
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
  `,
  variables: byDatabaseId,
  toModel: (data, context) => toArticleModel(data, context),
});

export default SingularTemplate;
