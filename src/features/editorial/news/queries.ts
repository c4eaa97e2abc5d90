import { gql } from '@apollo/client';
import { SITE_HEADER_FIELDS } from '../site-menu/fragments';
import { NEWS_LIST_ITEM_FIELDS } from './fragments';

/** One page of news (NewsIndex), newest first. */
export const NEWS_PAGE_QUERY = gql`
  ${NEWS_LIST_ITEM_FIELDS}
  ${SITE_HEADER_FIELDS}
  query GetNewsPage($first: Int!, $after: String) {
    posts(first: $first, after: $after) {
      nodes {
        ...NewsListItemFields
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
    ...SiteHeaderFields
  }
`;

/** Walks past earlier pages without fetching their posts: cursors only. */
export const NEWS_CURSOR_QUERY = gql`
  query GetNewsCursor($first: Int!, $after: String) {
    posts(first: $first, after: $after) {
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`;
