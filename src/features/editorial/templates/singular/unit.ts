import { rawArticle } from '@/lib/content/article';
import type { Accepting } from '@/lib/content/parse-answer';
import type { GetSingularQuery } from '@/lib/content/graphql/operations.generated';
import { byDatabaseId, defineTemplate } from '../define-template';
import { toArticleModel } from './model';
import { ARTICLE_QUERY } from './query';

/** The article's parser (src/lib/content/article.ts) accepts every node this query can answer: the compiler checks it here. */
export const answerSchema: Accepting<NonNullable<GetSingularQuery['contentNode']>, typeof rawArticle> = rawArticle;

const SingularTemplate = defineTemplate({
  name: 'singular',
  query: ARTICLE_QUERY,
  variables: byDatabaseId,
  toModel: (data, context) => toArticleModel(data, context),
});

export default SingularTemplate;
