import { gql } from '@apollo/client';
import dynamic from 'next/dynamic';
import { NEWS_POST_FIELDS } from '@/features/editorial/post/fragments';
import { SITE_HEADER_FIELDS } from '@/features/editorial/site-menu/fragments';
import { byDatabaseId, type EditorialTemplate } from './editorial-template';
import { TemplateLoading } from './template-loading';

const PostTemplateView = dynamic(
  () => import('@/features/editorial/templates/PostTemplateView').then((module) => module.PostTemplateView),
  { loading: TemplateLoading },
);

/** A news post by database id (spec §7 "Post by databaseId"). */
const SingleTemplate: EditorialTemplate = ({ data, loading }) => <PostTemplateView data={data} loading={loading} />;

SingleTemplate.query = gql`
  ${NEWS_POST_FIELDS}
  ${SITE_HEADER_FIELDS}
  query GetPost($databaseId: ID!, $asPreview: Boolean = false) {
    post(id: $databaseId, idType: DATABASE_ID, asPreview: $asPreview) {
      ...NewsPostFields
    }
    ...SiteHeaderFields
  }
`;
SingleTemplate.variables = byDatabaseId;

export default SingleTemplate;
