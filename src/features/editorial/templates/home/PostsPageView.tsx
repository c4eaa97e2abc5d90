import { NewsIndex } from '../../news/NewsIndex';
import type { NewsPageModel } from './model';

/** WordPress's posts page: the first page of the news, every category, as the /n route shows it. */
export function PostsPageView({ model }: { model: NewsPageModel }) {
  return <NewsIndex page={1} category={null} {...model} />;
}
