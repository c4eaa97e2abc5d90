import { toNewsPostModel } from '@/features/editorial/templates/models/news-post-model';
import { gql } from '@apollo/client';
import { NEWS_POST_FIELDS } from '@/features/editorial/post/fragments';
import { SITE_HEADER_FIELDS } from '@/features/editorial/site-menu/fragments';
import { byDatabaseId, defineTemplate } from './define-template';

/** A news post by database id. */
const SingleTemplate = defineTemplate({
  name: 'single',
  query: gql`
    ${NEWS_POST_FIELDS}
    ${SITE_HEADER_FIELDS}
    query GetPost($databaseId: ID!, $asPreview: Boolean = false) {
      post(id: $databaseId, idType: DATABASE_ID, asPreview: $asPreview) {
        ...NewsPostFields
      }
      ...SiteHeaderFields
    }
  `,
  variables: byDatabaseId,
  toModel: toNewsPostModel,
});

export default SingleTemplate;
