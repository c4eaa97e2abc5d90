import { rawContentPage } from '@/lib/content/content-page';
import type { Accepting } from '@/lib/content/parse-answer';
import type { GetPageQuery } from '@/lib/content/graphql/operations.generated';
import { byDatabaseId, defineTemplate } from '../define-template';
import { toContentPageModel } from './model';
import { CONTENT_PAGE_QUERY } from './query';

/** The page parser (src/lib/content/content-page.ts) accepts every node this query can answer: the compiler checks it here. */
export const answerSchema: Accepting<NonNullable<GetPageQuery['page']>, typeof rawContentPage> = rawContentPage;

const PageTemplate = defineTemplate({
  name: 'page',
  query: CONTENT_PAGE_QUERY,
  variables: byDatabaseId,
  toModel: (data, context) => toContentPageModel(data, 'page', context),
});

export default PageTemplate;
