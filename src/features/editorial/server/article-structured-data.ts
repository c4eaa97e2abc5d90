import type { StructuredData } from '@/lib/seo/page-structured-data';
import { productPath } from '@/lib/catalogue/slugs';
import { articleJsonLd, type SeoContext } from '@/lib/seo/structured-data';
import type { ArticleModel } from '../templates/singular/model';

function reviewedProduct({ article, extras }: Pick<ArticleModel, 'article' | 'extras'>) {
  if (article.reviewedProductId === null || !extras.products.ok) return null;
  const product = extras.products.value.find((item) => item.id === article.reviewedProductId);
  return product ? { name: product.name, path: productPath(product.name, product.id) } : null;
}

/** The Article or Review structured data of a guide or review page. */
export function articleStructuredData(
  model: Pick<ArticleModel, 'article' | 'extras'>,
  seo: SeoContext,
): StructuredData[] {
  const { article } = model;
  const data = articleJsonLd(
    {
      kind: article.kind === 'review' ? 'review' : 'guide',
      title: article.title,
      description: article.description,
      path: article.uri,
      images: article.cover ? [article.cover.url] : [],
      published: article.published,
      modified: article.modified,
      author: article.author ? { name: article.author.name, path: article.author.href ?? null } : null,
      reviewed: reviewedProduct(model),
    },
    seo,
  );
  return [{ id: 'article', data }];
}
