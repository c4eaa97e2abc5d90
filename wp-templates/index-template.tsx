import { toContentPageModel } from '@/features/editorial/templates/models/content-page-model';
import { gql } from '@apollo/client';
import { SITE_HEADER_FIELDS } from '@/features/editorial/site-menu/fragments';
import { previewView } from './preview-view';
import { byUri, editorialTemplate } from './editorial-template';

/** The final fallback: any node with a title, shown with its content when it has one. */
const IndexTemplate = editorialTemplate({
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
  preview: previewView('index', (data, context) => toContentPageModel(data, 'nodeByUri', context)),
});

export default IndexTemplate;
