import { rawContentPage } from '@/lib/content/content-page';
import type { Accepting } from '@/lib/content/parse-answer';
import type { GetIndexNodeQuery } from '@/lib/content/graphql/operations.generated';
import { byUri, defineTemplate } from '../define-template';
import { toContentPageModel } from '../page/model';
import { INDEX_NODE_QUERY } from './query';

/** The page parser (src/lib/content/content-page.ts) accepts every titled node this query can answer (an untitled one is not shown): the compiler checks it here. */
export const answerSchema: Accepting<
  Extract<NonNullable<GetIndexNodeQuery['nodeByUri']>, { title: unknown }>,
  typeof rawContentPage
> = rawContentPage;

const IndexTemplate = defineTemplate({
  name: 'index',
  query: INDEX_NODE_QUERY,
  variables: byUri,
  toModel: (data, context) => toContentPageModel(data, 'nodeByUri', context),
});

export default IndexTemplate;
