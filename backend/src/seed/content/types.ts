import type { Palette } from '../../content/uploads/svg.js';

export type AuthorKey = 'hannah' | 'tom' | 'priya';
export type CategoryKey = 'news' | 'deals' | 'price-watch';
export type TagKey =
  | 'black-friday'
  | 'smartphones'
  | 'headphones'
  | 'tvs'
  | 'laptops'
  | 'energy-bills'
  | 'price-history'
  | 'home-appliances'
  | 'back-to-school'
  | 'wearables'
  | 'sustainability';
export type GuideCategoryKey = 'electronics' | 'home-and-kitchen' | 'sports-and-outdoors' | 'computers';
export type ReviewCategoryKey = 'kitchen' | 'audio' | 'home-cleaning' | 'smart-home';

/** The featured image of an article: generated at seed time from these words and colours. */
export interface CoverSeed {
  alt: string;
  caption: string;
  description: string;
  palette: Palette;
}

/** One picture of an article's gallery strip. */
export interface GalleryItemSeed {
  name: string;
  label: string;
  alt: string;
}

export interface ArticleSeed {
  slug: string;
  title: string;
  /** London time, `YYYY-MM-DDTHH:MM:SS`. */
  date: string;
  modified?: string;
  author: AuthorKey;
  /** Plain text; rendered as a paragraph. */
  excerpt: string;
  cover: CoverSeed | null;
}

/** How a guide's comparison table finds its products in the catalogue. */
export interface ComparisonSeed {
  /** Catalogue leaf categories the products come from (exact names), most relevant first. */
  categoryNames: readonly string[];
  /** Words in product names, used when those categories hold too few products. */
  nameKeywords: readonly string[];
  /** How many products the table compares (fewer when the catalogue has fewer). */
  size: number;
}

export interface GuideSeed extends ArticleSeed {
  category: GuideCategoryKey;
  subheading: string;
  introTitle: string;
  intro: string;
  howDidWePickTitle: string;
  howDidWePick: readonly { title: string; description: string }[];
  comparison: ComparisonSeed;
  gallery: readonly GalleryItemSeed[];
  /** The body, given the rendered gallery strip to place where it belongs. */
  body: (galleryStrip: string) => string;
}

/** The product a review covers: found in the catalogue, or named here when the catalogue lacks it. */
export interface ReviewedProductSeed {
  categoryNames: readonly string[];
  /** Models the review's words fit (a dual-drawer air fryer, a bean-to-cup machine), preferred. */
  preferNames: readonly string[];
  nameKeywords: readonly string[];
  fallbackName: string;
}

export interface ReviewSeed extends Omit<ArticleSeed, 'title'> {
  category: ReviewCategoryKey;
  title: (productName: string) => string;
  subheading: string;
  rating: number;
  product: ReviewedProductSeed;
  gallery: readonly GalleryItemSeed[];
  /** The body; the product name arrives HTML-escaped, ready for markup. */
  body: (productNameHtml: string, galleryStrip: string) => string;
}

export interface NewsSeed extends ArticleSeed {
  categories: readonly CategoryKey[];
  tags: readonly TagKey[];
  subheading: string;
  body: string;
}

export interface PageSeed extends ArticleSeed {
  content: string;
}
