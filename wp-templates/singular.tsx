import { gql } from '@apollo/client';
import dynamic from 'next/dynamic';
import type { ArticleExtras } from '@/features/editorial/article/article-extras-types';
import {
  ARTICLE_HERO_FIELDS,
  AUTHOR_CARD_FIELDS,
  GUIDE_COMPARISON_FIELDS,
  GUIDE_INTRO_FIELDS,
  GUIDE_PICK_LIST_FIELDS,
  REVIEWED_PRODUCT_FIELDS,
} from '@/features/editorial/article/fragments';
import { SITE_HEADER_FIELDS } from '@/features/editorial/site-menu/fragments';
import { byDatabaseId, type EditorialTemplate } from './editorial-template';
import { TemplateLoading } from './template-loading';

const ArticleTemplateView = dynamic(
  () => import('@/features/editorial/templates/ArticleTemplateView').then((module) => module.ArticleTemplateView),
  { loading: TemplateLoading },
);

/** Guides and reviews (and any other type): spec §7 "Singular node by databaseId with guide and review categories". */
const SingularTemplate: EditorialTemplate<ArticleExtras> = ({ data, loading, templateExtras }) => (
  <ArticleTemplateView data={data} loading={loading} extras={templateExtras} />
);

SingularTemplate.query = gql`
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
SingularTemplate.variables = byDatabaseId;

export default SingularTemplate;
