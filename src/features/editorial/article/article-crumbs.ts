import type { Article } from '@/lib/content/article';
import type { Crumb } from './ArticleBreadcrumb';

interface CrumbLabels {
  home: string;
  guides: string;
}

/** Home, then for a guide the guides index, then the article's first category, then the article. */
export function articleCrumbs(article: Pick<Article, 'kind' | 'title' | 'categories'>, labels: CrumbLabels): Crumb[] {
  const category = article.categories[0];
  return [
    { label: labels.home, href: '/' },
    ...(article.kind === 'guide' ? [{ label: labels.guides, href: '/g/' }] : []),
    ...(category ? [{ label: category.name, href: category.href }] : []),
    { label: article.title, href: null },
  ];
}
