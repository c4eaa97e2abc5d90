import { rawContentPage } from '@/lib/content/content-page';
import type { Accepting } from '@/lib/content/parse-answer';
import type { GetFrontPageQuery } from '@/lib/content/graphql/operations.generated';
import { byUri, defineTemplate } from '../define-template';
import { toFrontPageModel } from './model';
import { FRONT_PAGE_QUERY } from './query';

/** The page parser (src/lib/content/content-page.ts) accepts every node this query can answer: the compiler checks it here. */
export const answerSchema: Accepting<
  Extract<NonNullable<GetFrontPageQuery['nodeByUri']>, { __typename: 'Page' }>,
  typeof rawContentPage
> = rawContentPage;

const FrontPageTemplate = defineTemplate({
  name: 'front-page',
  query: FRONT_PAGE_QUERY,
  variables: byUri,
  toModel: toFrontPageModel,
});

export default FrontPageTemplate;
