import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  GetNewsCursorQuery,
  GetNewsCursorQueryVariables,
  GetNewsPageQuery,
  GetNewsPageQueryVariables,
} from '../../../lib/content/graphql/operations.generated';
import { NEWS_CATEGORY_CHOICES } from '../categories/fragments';
import { SITE_HEADER_FIELDS } from '../site-menu/fragments';
import { NEWS_LIST_ITEM_FIELDS } from './fragments';

/**
 * One page of news (NewsIndex), newest first, in one category or (no `$category`: GraphQL leaves
 * the unset variable's field out of `where`) all of them; with the categories to choose from.
 */
export const NEWS_PAGE_QUERY: TypedDocumentNode<GetNewsPageQuery, GetNewsPageQueryVariables> = gql`
  ${NEWS_LIST_ITEM_FIELDS}
  ${NEWS_CATEGORY_CHOICES}
  ${SITE_HEADER_FIELDS}
  query GetNewsPage($first: Int!, $after: String, $category: String) {
    posts(first: $first, after: $after, where: { categoryName: $category }) {
      nodes {
        ...NewsListItemFields
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
    ...NewsCategoryChoices
    ...SiteHeaderFields
  }
`;

/** Walks past earlier pages without fetching their posts: cursors only. */
export const NEWS_CURSOR_QUERY: TypedDocumentNode<GetNewsCursorQuery, GetNewsCursorQueryVariables> = gql`
  query GetNewsCursor($first: Int!, $after: String, $category: String) {
    posts(first: $first, after: $after, where: { categoryName: $category }) {
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`;
