import { toContentPageModel } from '@/features/editorial/templates/models/content-page-model';
import { gql, type TypedDocumentNode } from '@apollo/client';
import { rawContentPage } from '@/lib/content/content-page';
import type { Accepting } from '@/lib/content/parse-answer';
import type { GetPageQuery, GetPageQueryVariables } from '@/lib/content/graphql/operations.generated';
import { CONTENT_PAGE_FIELDS } from '@/features/editorial/page/fragments';
import { SITE_HEADER_FIELDS } from '@/features/editorial/site-menu/fragments';
import { byDatabaseId, defineTemplate } from './define-template';

/** A WordPress page by database id, e.g. /privatlan/. */
const QUERY: TypedDocumentNode<GetPageQuery, GetPageQueryVariables> = gql`
  ${CONTENT_PAGE_FIELDS}
  ${SITE_HEADER_FIELDS}
  query GetPage($databaseId: ID!, $asPreview: Boolean = false) {
    page(id: $databaseId, idType: DATABASE_ID, asPreview: $asPreview) {
      ...ContentPageFields
    }
    ...SiteHeaderFields
  }
`;

/** The page parser (src/lib/content/content-page.ts) accepts every node this query can answer: the compiler checks it here. */
export const answerSchema: Accepting<NonNullable<GetPageQuery['page']>, typeof rawContentPage> = rawContentPage;

const PageTemplate = defineTemplate({
  name: 'page',
  query: QUERY,
  variables: byDatabaseId,
  toModel: (data, context) => toContentPageModel(data, 'page', context),
});

export default PageTemplate;
