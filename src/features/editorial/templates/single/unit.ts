import type { Accepting } from '@/lib/content/parse-answer';
import type { GetPostQuery } from '@/lib/content/graphql/operations.generated';
import { byDatabaseId, defineTemplate } from '../define-template';
import { rawNewsPost, toNewsPostModel } from './model';
import { NEWS_POST_QUERY } from './query';

/** The post parser accepts every node this query can answer: the compiler checks it here. */
export const answerSchema: Accepting<NonNullable<GetPostQuery['post']>, typeof rawNewsPost> = rawNewsPost;

const SingleTemplate = defineTemplate({
  name: 'single',
  query: NEWS_POST_QUERY,
  variables: byDatabaseId,
  toModel: toNewsPostModel,
});

export default SingleTemplate;
