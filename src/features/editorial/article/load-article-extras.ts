import { articleProductIds, type Article } from '@/lib/content/article';
import { getRelatedArticles, type RelatedArticle } from '@/lib/content/related-articles';
import type { ContentRestClient } from '@/lib/content/rest-client';
import { isPricingError, type PricingClient } from '@/lib/pricing/http';
import { getProductDetail } from '@/lib/pricing/product-detail';
import { pricingImageUrl } from '@/lib/pricing/image-url';
import { getProductsByIds } from '@/lib/pricing/products';
import type { ArticleExtras, ArticleProducts, ArticleStore } from './article-extras-types';

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

/** The store with the best total price for the article's lead product (the reviewed one, or the top pick). */
async function loadStore(pricing: PricingClient, productId: number | undefined): Promise<ArticleStore | null> {
  if (productId === undefined) return null;
  const product = await getProductDetail(pricing, productId);
  const best = isPricingError(product) ? undefined : product.offers[0];
  if (!best) return null;
  return {
    name: best.storeName,
    logoUrl: best.storeLogo ? pricingImageUrl(best.storeLogo) : null,
    domainUrl: `https://${best.storeDomain}/`,
    paymentMethods: best.paymentMethods,
    shippingCarriers: best.shippingCarriers,
  };
}

/**
 * Everything an article shows beyond its GraphQL data, in parallel. Each part fails softly: a
 * pricing or REST outage leaves that part out, never the article.
 */
export async function loadArticleExtras(article: Omit<Article, 'html'>, sources: ArticleExtrasSources): Promise<ArticleExtras> {
  const productIds = articleProductIds(article);
  const [products, related, store] = await Promise.all([
    loadProducts(sources.pricing, productIds),
    article.kind === 'article' ? Promise.resolve([]) : sources.related(article.kind, article.databaseId),
    loadStore(sources.pricing, productIds[0]),
  ]);
  return { products, related, store };
}

export function articleExtrasSources(pricing: PricingClient, rest: ContentRestClient): ArticleExtrasSources {
  return { pricing, related: (kind, currentId) => getRelatedArticles(rest, kind, currentId) };
}
