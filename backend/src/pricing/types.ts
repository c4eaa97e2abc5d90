/**
 * Response shapes of the pricing REST contract (backend/openapi.yaml). Field names are the
 * contract's, quirks included (`idcategoryforntend`, lower-case run-together names).
 */
export interface ProductDoc {
  id: number;
  productname: string;
  brand: string;
  /** Pounds: the lowest current offer price, null when no store lists the product. */
  price: number | null;
  /** Pounds: that cheapest offer's "was" price as the store claims it, null when it claims none. */
  priceoriginal: number | null;
  /**
   * Pounds: what that offer's discount may honestly be stated against (the lowest price of the
   * 30 days before its current price began), null when it claims no discount or has no history.
   * A discount exists only when this is above `price`.
   */
  referenceprice: number | null;
  imageurl: string[];
  producturl: string | null;
  storecount: number;
  categoryfrontend: string[];
  idcategoryforntend: number;
  popularity: number;
  createdAt: string;
}

export interface CategoryCrumb {
  idcategoryfrontend: number;
  hasproducts: boolean;
}

/** Breadcrumb data shared by the category bundle and the product page (docs/PRODUCT.md §3). */
export interface Breadcrumb {
  categoryDetails: { name: string; id: number };
  pathcatname: string;
  pathwithid: string;
  checkCategoryProducts: CategoryCrumb[];
}

export interface StoreSummary {
  id: number;
  name: string;
  domain: string;
  logo: string;
  paymentmethods: string[];
  shippingcarriers: string[];
}

export interface StoreListItem extends StoreSummary {
  offercount: number;
}

export interface CategoryTreeNode {
  id: number;
  name: string;
  hasproducts: boolean;
  productcount: number;
  children: CategoryTreeNode[];
}

export interface CategorySearchHit {
  id: number;
  name: string;
  path: string[];
  hasproducts: boolean;
}

export interface Offer {
  id: number;
  store: StoreSummary;
  price: number;
  priceoriginal: number | null;
  referenceprice: number | null;
  shippingcost: number;
  total: number;
  instock: boolean;
  producturl: string;
  updatedAt: string;
  /** When the current price began, null when unknown. */
  priceSince: string | null;
  /** When the store was last checked, whether or not anything changed. */
  checkedAt: string;
}

export interface ProductDetail extends ProductDoc, Breadcrumb {
  description: string;
  /** GTIN-14 (zero-padded), or null when the product has none. */
  gtin: string | null;
  mpn: string | null;
  specifications: { name: string; value: string }[];
  offers: Offer[];
  related: ProductDoc[];
}

export type CategorySort = 'popularity' | 'price_asc' | 'price_desc' | 'discount' | 'newest';

export interface CategoryProductBundle extends Breadcrumb {
  title: string;
  subcategories: { id: number; name: string; hasproducts: boolean; productcount: number }[];
  products: ProductDoc[];
  total: number;
  page: number;
  limit: number;
  sort: CategorySort;
  facets: {
    brands: { name: string; count: number }[];
    stores: { id: number; name: string; count: number }[];
    price: { min: number | null; max: number | null };
  };
}

export interface PriceHistoryDay {
  date: string;
  /** Pounds: the day's lowest total (price + shipping) among stores with it in stock. */
  lowest: number | null;
}

export interface PriceHistory {
  productId: number;
  days: number;
  series: PriceHistoryDay[];
  /** Per store, when asked for (`stores=true`): each day's lowest total at that store. */
  stores?: { store: { id: number; name: string }; series: PriceHistoryDay[] }[];
  currentLowest: { total: number; since: string } | null;
  /** The lowest daily total of the last 30 days, today included. */
  lowest30Days: number | null;
  /** The lowest total of the 30 days before the current lowest began. */
  referenceLowest: number | null;
}

export interface Deal {
  product: ProductDoc;
  /** Pounds: the lowest total now and the lowest of the 30 days before it began. */
  total: number;
  referenceTotal: number;
  dropPercent: number;
  since: string;
  /** The last 30 days' lowest totals, for a sparkline. */
  series: PriceHistoryDay[];
}

export interface DealsPage {
  items: Deal[];
  total: number;
  page: number;
  limit: number;
}
