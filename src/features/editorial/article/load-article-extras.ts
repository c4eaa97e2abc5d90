import { articleProductIds, type Article } from '@/lib/content/article';
import { getRelatedArticles, type RelatedArticle } from '@/lib/content/related-articles';
import { isPricingError, type PricingClient } from '@/lib/pricing/http';
import { getProductsByIds } from '@/lib/pricing/products';
import type { ArticleExtras, ArticleProducts } from './article-extras-types';

export interface ArticleExtrasSources {
  pricing: PricingClient;
  related: (kind: 'guide' | 'review', currentId: number) => Promise<RelatedArticle[]>;
}

async function loadProducts(pricing: PricingClient, ids: number[]): Promise<ArticleProducts> {
  const products = await getProductsByIds(pricing, ids);
  // Spec §8: product fetch errors are only logged; the article renders without its cards.
  if (isPricingError(products)) {
    console.warn(`article products unavailable (pricing status ${products.StatusCode})`);
    return { status: 'unavailable' };
  }
  return { status: 'ready', items: products };
}

/**
 * Everything an article shows beyond its GraphQL data, in parallel. Each part fails softly: a
 * pricing or REST outage leaves that part out, never the article.
 */
export async function loadArticleExtras(article: Article, sources: ArticleExtrasSources): Promise<ArticleExtras> {
  const [products, related] = await Promise.all([
    loadProducts(sources.pricing, articleProductIds(article)),
    article.kind === 'article' ? Promise.resolve([]) : sources.related(article.kind, article.databaseId),
  ]);
  return { products, related, store: null };
}

export function defaultArticleExtrasSources(pricing: PricingClient): ArticleExtrasSources {
  return { pricing, related: (kind, currentId) => getRelatedArticles(kind, currentId) };
}
