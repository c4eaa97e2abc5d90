/** A product as cards and lists show it (the pricing service's doc, reshaped at the edge). */
export interface ProductSummary {
  id: number;
  name: string;
  brand: string;
  /** Lowest current price; null when no store has a price. */
  price: number | null;
  /** Price before the discount, when the cheapest offer is discounted. */
  originalPrice: number | null;
  /** Image filenames; turn them into URLs with `productImageUrl`. */
  images: string[];
  /** Where "Visit store" goes: the cheapest store's product page. */
  storeUrl: string | null;
  storeCount: number;
  /** Category names from the root; the last is the product's own category. */
  categoryPath: string[];
  categoryId: number | null;
}
