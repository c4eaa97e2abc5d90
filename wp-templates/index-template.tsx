import { gql } from '@apollo/client';
import dynamic from 'next/dynamic';
import { SITE_HEADER_FIELDS } from '@/features/editorial/site-menu/fragments';
import { byUri, type EditorialTemplate } from './editorial-template';
import { TemplateLoading } from './template-loading';

const PageTemplateView = dynamic(
  () => import('@/features/editorial/templates/PageTemplateView').then((module) => module.PageTemplateView),
  { loading: TemplateLoading },
);

/** The final fallback (spec §2 "index"): any node with a title, shown with its content when it has one. */
const IndexTemplate: EditorialTemplate = ({ data, loading }) => <PageTemplateView data={data} loading={loading} field="nodeByUri" />;

IndexTemplate.query = gql`
  ${SITE_HEADER_FIELDS}
  query GetIndexNode($uri: String!) {
    nodeByUri(uri: $uri) {
      __typename
      id
      ... on NodeWithTitle {
        title
      }
      ... on NodeWithContentEditor {
        content
      }
    }
    ...SiteHeaderFields
  }
`;
IndexTemplate.variables = byUri;

export default IndexTemplate;
