import { toFrontPageModel } from '@/features/editorial/templates/models/front-page-model';
import { gql } from '@apollo/client';
import { CONTENT_PAGE_FIELDS } from '@/features/editorial/page/fragments';
import { SITE_HEADER_FIELDS } from '@/features/editorial/site-menu/fragments';
import { previewView } from './preview-view';
import { byUri, editorialTemplate } from './editorial-template';

/**
 * WordPress's front page: site title, primary menu and, for a static front page, its words
 * . It is shown inside the catalogue home at `/` (src/pages/index.tsx).
 */
const FrontPageTemplate = editorialTemplate({
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
  preview: previewView('front-page', toFrontPageModel),
});

export default FrontPageTemplate;
