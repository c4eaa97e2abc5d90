import { toFrontPageModel } from '@/features/editorial/templates/models/front-page-model';
import { gql } from '@apollo/client';
import { CONTENT_PAGE_FIELDS } from '@/features/editorial/page/fragments';
import { SITE_HEADER_FIELDS } from '@/features/editorial/site-menu/fragments';
import { byUri, defineTemplate } from './define-template';

/**
 * WordPress's front page: site title, primary menu and, for a static front page, its words
 * . It is shown inside the catalogue home at `/` (src/pages/index.tsx).
 */
const FrontPageTemplate = defineTemplate({
  name: 'front-page',
  query: gql`
    ${CONTENT_PAGE_FIELDS}
    ${SITE_HEADER_FIELDS}
    query GetFrontPage($uri: String!) {
      nodeByUri(uri: $uri) {
        __typename
        id
        ... on Page {
          ...ContentPageFields
        }
      }
      ...SiteHeaderFields
    }
  `,
  variables: byUri,
  toModel: toFrontPageModel,
});

export default FrontPageTemplate;
