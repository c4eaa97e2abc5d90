import { gql } from '@apollo/client';
import dynamic from 'next/dynamic';
import { CONTENT_PAGE_FIELDS } from '@/features/editorial/page/fragments';
import { SITE_HEADER_FIELDS } from '@/features/editorial/site-menu/fragments';
import { byUri, type EditorialTemplate } from './editorial-template';

const FrontPageTemplateView = dynamic(() =>
  import('@/features/editorial/templates/FrontPageTemplateView').then((module) => module.FrontPageTemplateView),
);

/**
 * WordPress's front page: site title, primary menu and, for a static front page, its words
 * (spec §2). It is shown inside the catalogue home at `/` (src/pages/index.tsx).
 */
const FrontPageTemplate: EditorialTemplate = ({ data }) => <FrontPageTemplateView data={data} />;

FrontPageTemplate.query = gql`
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
`;
FrontPageTemplate.variables = byUri;

export default FrontPageTemplate;
