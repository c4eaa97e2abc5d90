import { toFrontPageModel } from '@/features/editorial/templates/models/front-page-model';
import { gql, type TypedDocumentNode } from '@apollo/client';
import { rawContentPage } from '@/lib/content/content-page';
import type { Accepting } from '@/lib/content/parse-answer';
import type { GetFrontPageQuery, GetFrontPageQueryVariables } from '@/lib/content/graphql/operations.generated';
import { CONTENT_PAGE_FIELDS } from '@/features/editorial/page/fragments';
import { SITE_HEADER_FIELDS } from '@/features/editorial/site-menu/fragments';
import { byUri, defineTemplate } from './define-template';

/**
 * WordPress's front page: site title, primary menu and, for a static front page, its words
 * . It is shown inside the catalogue home at `/` (src/pages/index.tsx).
 */
const QUERY: TypedDocumentNode<GetFrontPageQuery, GetFrontPageQueryVariables> = gql`
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

/** The page parser (src/lib/content/content-page.ts) accepts every node this query can answer: the compiler checks it here. */
export const answerSchema: Accepting<
  Extract<NonNullable<GetFrontPageQuery['nodeByUri']>, { __typename: 'Page' }>,
  typeof rawContentPage
> = rawContentPage;

const FrontPageTemplate = defineTemplate({
  name: 'front-page',
  query: QUERY,
  variables: byUri,
  toModel: toFrontPageModel,
});

export default FrontPageTemplate;
