import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  GetHomeEditorialQuery,
  GetHomeEditorialQueryVariables,
} from '../../lib/content/graphql/operations.generated';
import { GUIDE_CARD_FIELDS } from '../editorial/guides/fragments';
import { NEWS_LIST_ITEM_FIELDS } from '../editorial/news/fragments';

/** The home page's latest guides and news (HomeEditorial), newest first. */
export const HOME_EDITORIAL_QUERY: TypedDocumentNode<GetHomeEditorialQuery, GetHomeEditorialQueryVariables> = gql`
  ${GUIDE_CARD_FIELDS}
  ${NEWS_LIST_ITEM_FIELDS}
  query GetHomeEditorial($guides: Int!, $news: Int!) {
    guides(first: $guides) {
      nodes {
        ...GuideCardFields
      }
    }
    posts(first: $news) {
      nodes {
        ...NewsListItemFields
      }
    }
  }
`;
