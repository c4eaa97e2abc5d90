import { gql } from '@apollo/client';
import dynamic from 'next/dynamic';
import { CONTENT_PAGE_FIELDS } from '@/features/editorial/page/fragments';
import { SITE_HEADER_FIELDS } from '@/features/editorial/site-menu/fragments';
import { byDatabaseId, type EditorialTemplate } from './editorial-template';
import { TemplateLoading } from './template-loading';

const PageTemplateView = dynamic(
  () => import('@/features/editorial/templates/PageTemplateView').then((module) => module.PageTemplateView),
  { loading: TemplateLoading },
);

/** A WordPress page by database id (spec §7 "Page by databaseId with asPreview"), e.g. /privatlan/. */
const PageTemplate: EditorialTemplate = ({ data, loading }) => <PageTemplateView data={data} loading={loading} />;

PageTemplate.query = gql`
  ${CONTENT_PAGE_FIELDS}
  ${SITE_HEADER_FIELDS}
  query GetPage($databaseId: ID!, $asPreview: Boolean = false) {
    page(id: $databaseId, idType: DATABASE_ID, asPreview: $asPreview) {
      ...ContentPageFields
    }
    ...SiteHeaderFields
  }
`;
PageTemplate.variables = byDatabaseId;

export default PageTemplate;
