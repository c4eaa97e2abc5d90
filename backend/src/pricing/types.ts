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
  /** Pounds: that cheapest offer's pre-discount price, null when it is not discounted. */
  priceoriginal: number | null;
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

/** Breadcrumb data shared by the category bundle and the product page (spec §3). */
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
  store: StoreSummary;
  price: number;
  priceoriginal: number | null;
  shippingcost: number;
  total: number;
  instock: boolean;
  producturl: string;
  updatedAt: string;
}

export interface ProductDetail extends ProductDoc, Breadcrumb {
  description: string;
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
