/**
 * What a singular content node is shown as (docs/PRODUCT.md §4): a guide if it sits in a guide category,
 * otherwise a review if it sits in a review category, otherwise a plain article.
 */
export type ArticleKind = 'guide' | 'review' | 'article';

export interface ArticleCategories {
  guideCategories: readonly unknown[];
  reviewCategories: readonly unknown[];
}

export function articleKind({ guideCategories, reviewCategories }: ArticleCategories): ArticleKind {
  if (guideCategories.length > 0) return 'guide';
  if (reviewCategories.length > 0) return 'review';
  return 'article';
}

/** Related-article links use the prefix `guide` for guides, otherwise `review` (docs/PRODUCT.md §2 "Routes"). */
export function articlePath(kind: 'guide' | 'review', slug: string): string {
  return `/${kind}/${encodeURIComponent(slug)}/`;
}
