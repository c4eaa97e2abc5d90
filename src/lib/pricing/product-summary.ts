/** What a product card shows: the slimmest product a page carries, many to a page. */
export interface ProductCardData {
  id: number;
  name: string;
  /** Lowest current price; null when no store has a price. */
  price: number | null;
  /**
   * The price the cheapest offer's discount is honestly stated against: the lowest of the 30 days
   * before its current price began (Omnibus), when its store claims a discount and that is above
   * the price. Never the store's own "was" price; null means no discount is shown.
   */
  originalPrice: number | null;
  /** The first image's filename; turn it into a URL with `pricingImageUrl`. */
  image: string | null;
  /** Where "Visit store" goes: the cheapest store's product page. */
  storeUrl: string | null;
  storeCount: number;
}

/** A product as search and product pages know it (the pricing service's doc, reshaped at the edge). */
export interface ProductSummary extends Omit<ProductCardData, 'image'> {
  brand: string;
  /** Image filenames; turn them into URLs with `pricingImageUrl`. */
  images: string[];
  /** Category names from the root; the last is the product's own category. */
  categoryPath: string[];
  categoryId: number | null;
}

export function toProductCard(product: ProductSummary): ProductCardData {
  const { id, name, price, originalPrice, storeUrl, storeCount } = product;
  return { id, name, price, originalPrice, image: product.images[0] ?? null, storeUrl, storeCount };
}
