/** A product as cards and lists show it (the pricing service's doc, reshaped at the edge). */
export interface ProductSummary {
  id: number;
  name: string;
  brand: string;
  /** Lowest current price; null when no store has a price. */
  price: number | null;
  /**
   * The price the cheapest offer's discount is honestly stated against: the lowest of the 30 days
   * before its current price began (Omnibus), when its store claims a discount and that is above
   * the price. Never the store's own "was" price; null means no discount is shown.
   */
  originalPrice: number | null;
  /** Image filenames; turn them into URLs with `pricingImageUrl`. */
  images: string[];
  /** Where "Visit store" goes: the cheapest store's product page. */
  storeUrl: string | null;
  storeCount: number;
  /** Category names from the root; the last is the product's own category. */
  categoryPath: string[];
  categoryId: number | null;
}
