import { toArticleModel } from '@/features/editorial/templates/models/article-model';
import { gql, type TypedDocumentNode } from '@apollo/client';
import { rawArticle } from '@/lib/content/article';
import type { Accepting } from '@/lib/content/parse-answer';
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
import { byDatabaseId, defineTemplate } from './define-template';

/** Guides and reviews (and any other content type): the node by database id, with its guide and review categories. */
const QUERY: TypedDocumentNode<GetSingularQuery, GetSingularQueryVariables> = gql`
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

/** The article's parser (src/lib/content/article.ts) accepts every node this query can answer: the compiler checks it here. */
export const answerSchema: Accepting<NonNullable<GetSingularQuery['contentNode']>, typeof rawArticle> = rawArticle;

const SingularTemplate = defineTemplate({
  name: 'singular',
  query: QUERY,
  variables: byDatabaseId,
  toModel: (data, context) => toArticleModel(data, context),
});

export default SingularTemplate;
