import { gql } from '@apollo/client';
import { SITE_HEADER_FIELDS } from '../site-menu/fragments';
import { GUIDE_CARD_FIELDS } from './fragments';

/** Guide categories with their guides (GuidesIndex, spec §7 "guideCategories(first 100)"). */
export const GUIDES_INDEX_QUERY = gql`
  ${GUIDE_CARD_FIELDS}
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
    ...SiteHeaderFields
  }
`;
