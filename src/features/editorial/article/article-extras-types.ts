import type { BackendResult } from '@/lib/backend-result';
import type { RelatedArticle } from '@/lib/content/related-articles';
import type { ProductCardData } from '@/lib/pricing/product-summary';

/** The store with the best offer for an article's lead product: in the hero and the bottom logos. */
export interface ArticleStore {
  name: string;
  logoUrl: string | null;
  /** The store's home page, e.g. https://www.store.example/. */
  domainUrl: string;
  /** Payment-method and carrier keys of the product's logo lists (docs/PRODUCT.md §1), e.g. `klarna`, `dhl`. */
  paymentMethods: string[];
  shippingCarriers: string[];
}

/**
 * Product cards come from the pricing service; when it is down the article renders without them
 * (code-style "soft failures are values"). The common result, without the failure's detail (logged
 * on the server, not sent to the page).
 */
export type ArticleProducts = BackendResult<ProductCardData[]>;

/** What an article page needs beyond its GraphQL data, loaded on the server. */
export interface ArticleExtras {
  products: ArticleProducts;
  related: RelatedArticle[];
  store: ArticleStore | null;
}
