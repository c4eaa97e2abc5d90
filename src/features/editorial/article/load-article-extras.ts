import { failed, valueOr, type BackendResult } from '@/lib/backend-result';
import { articleProductIds, type Article } from '@/lib/content/article';
import { getRelatedArticles, type RelatedArticle } from '@/lib/content/related-articles';
import type { ContentRestClient } from '@/lib/content/rest-client';
import type { PricingClient } from '@/lib/pricing/http';
import { getProductDetail } from '@/lib/pricing/product-detail';
import { pricingImageUrl } from '@/lib/pricing/image-url';
import { getProductsByIds } from '@/lib/pricing/products';
import type { ArticleExtras, ArticleProducts, ArticleStore } from './article-extras-types';

export interface ArticleExtrasSources {
  pricing: PricingClient;
  related: (kind: 'guide' | 'review', currentId: number) => Promise<BackendResult<RelatedArticle[]>>;
}

/** Spec §8: a part's failure is only logged (one line: which part, why); the article renders without it. */
function logFailure(part: string, result: BackendResult<unknown>): void {
  if (!result.ok && result.failure !== 'not-found')
    console.warn(`article ${part} unavailable: ${result.failure}${result.detail ? ` (${result.detail})` : ''}`);
}

async function loadProducts(pricing: PricingClient, ids: number[]): Promise<ArticleProducts> {
  const products = await getProductsByIds(pricing, ids);
  logFailure('products', products);
  // The page's props carry the failure's kind only; its detail stays in the server's log.
  return products.ok ? products : failed(products.failure);
}

/** The store with the best total price for the article's lead product (the reviewed one, or the top pick). */
async function loadStore(pricing: PricingClient, productId: number | undefined): Promise<ArticleStore | null> {
  if (productId === undefined) return null;
  const product = await getProductDetail(pricing, productId);
  logFailure('store', product);
  const best = product.ok ? product.value.offers[0] : undefined;
  if (!best) return null;
  return {
    name: best.storeName,
    logoUrl: best.storeLogo ? pricingImageUrl(best.storeLogo) : null,
    domainUrl: `https://${best.storeDomain}/`,
    paymentMethods: best.paymentMethods,
    shippingCarriers: best.shippingCarriers,
  };
}

async function loadRelated(sources: ArticleExtrasSources, article: Omit<Article, 'html'>): Promise<RelatedArticle[]> {
  if (article.kind === 'article') return [];
  const related = await sources.related(article.kind, article.databaseId);
  logFailure('related articles', related);
  return valueOr(related, []);
}

/**
 * Everything an article shows beyond its GraphQL data, in parallel. Each part fails softly: a
 * pricing or REST outage leaves that part out, never the article.
 */
export async function loadArticleExtras(
  article: Omit<Article, 'html'>,
  sources: ArticleExtrasSources,
): Promise<ArticleExtras> {
  const productIds = articleProductIds(article);
  const [products, related, store] = await Promise.all([
    loadProducts(sources.pricing, productIds),
    loadRelated(sources, article),
    loadStore(sources.pricing, productIds[0]),
  ]);
  return { products, related, store };
}

export function articleExtrasSources(pricing: PricingClient, rest: ContentRestClient): ArticleExtrasSources {
  return { pricing, related: (kind, currentId) => getRelatedArticles(rest, kind, currentId) };
}
