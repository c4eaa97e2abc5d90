import { toContentPageModel } from '@/features/editorial/templates/models/content-page-model';
import { gql } from '@apollo/client';
import { CONTENT_PAGE_FIELDS } from '@/features/editorial/page/fragments';
import { SITE_HEADER_FIELDS } from '@/features/editorial/site-menu/fragments';
import { byDatabaseId, defineTemplate } from './define-template';

/** A WordPress page by database id, e.g. /privatlan/. */
const PageTemplate = defineTemplate({
  name: 'page',
  query: gql`
    ${CONTENT_PAGE_FIELDS}
    ${SITE_HEADER_FIELDS}
    query GetPage($databaseId: ID!, $asPreview: Boolean = false) {
      page(id: $databaseId, idType: DATABASE_ID, asPreview: $asPreview) {
        ...ContentPageFields
      }
      ...SiteHeaderFields
    }
  `,
  variables: byDatabaseId,
  toModel: (data, context) => toContentPageModel(data, 'page', context),
});

export default PageTemplate;
