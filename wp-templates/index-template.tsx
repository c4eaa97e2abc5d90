import { toContentPageModel } from '@/features/editorial/templates/models/content-page-model';
import { gql } from '@apollo/client';
import { SITE_HEADER_FIELDS } from '@/features/editorial/site-menu/fragments';
import { byUri, defineTemplate } from './define-template';

/** The final fallback: any node with a title, shown with its content when it has one. */
const IndexTemplate = defineTemplate({
  name: 'index',
  query: gql`
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
  `,
  variables: byUri,
  toModel: (data, context) => toContentPageModel(data, 'nodeByUri', context),
});

export default IndexTemplate;
