import type { Db } from '../../db/connection.js';
import { saveFieldGroup, type GuidesProduct } from '../../content/repositories/field-groups.js';
import { escapeHtml, gallery } from './blocks.js';
import { addCover, addGallery } from './images.js';
import { findCatalogueProducts, type CatalogueProduct } from './products.js';
import type { PeopleIds, TermIds } from './seed-site.js';
import type {
  ArticleSeed,
  ComparisonSeed,
  GalleryItemSeed,
  GuideSeed,
  NewsSeed,
  PageSeed,
  ReviewSeed,
} from './types.js';
import { insertPost, relateTerms } from './writer.js';

export interface SeedIds {
  people: PeopleIds;
  terms: TermIds;
}

type Status = 'publish' | 'draft';

const DEFAULT_PALETTE = ['#6d28d9', '#2563eb'] as const;

/** Inserts the article, then its cover (attached to it) and sets the cover as featured image. */
function insertArticle(
  db: Db,
  ids: SeedIds,
  postType: 'post' | 'page' | 'guide' | 'review',
  seed: ArticleSeed & { title: string },
  content: string,
  status: Status,
  kicker: string,
  extra: { translationGroup?: string; language?: string } = {},
): number {
  const authorId = ids.people.authors[seed.author];
  const id = insertPost(db, {
    postType,
    status,
    slug: seed.slug,
    title: seed.title,
    content,
    excerpt: seed.excerpt,
    authorId,
    date: seed.date,
    modified: seed.modified ?? seed.date,
    language: extra.language ?? 'en',
    translationGroup: extra.translationGroup ?? null,
  });
  if (seed.cover) {
    const { slug, date, title, cover } = seed;
    const coverId = addCover(db, { slug, date, title, kicker, cover, authorId, parentId: id });
    db.prepare('UPDATE wp_posts SET featured_media_id = ? WHERE id = ?').run(coverId, id);
  }
  return id;
}

/** Spec rows every product in the table has, in the first product's order (at most three). */
function sharedSpecNames(products: readonly CatalogueProduct[]): string[] {
  const [first, ...others] = products;
  if (!first) return [];
  return first.specs
    .map(([name]) => name)
    .filter((name) => others.every((product) => product.specs.some(([other]) => other === name)))
    .slice(0, 3);
}

/** The last row of the table: where each product stands in our ranking, best first. */
const RANKS = ['Our top pick', 'Runner-up', 'Also great', 'Worth a look', 'Worth a look', 'Worth a look'];

/**
 * The comparison table: the topic's most popular catalogue products, with their brand, the specs
 * they share (the catalogue's own values) and their rank. Empty when the catalogue has nothing to
 * cite.
 */
export function comparisonTable(db: Db, comparison: ComparisonSeed): GuidesProduct {
  const products = findCatalogueProducts(db, {
    categoryNames: comparison.categoryNames,
    nameKeywords: comparison.nameKeywords,
    limit: comparison.size,
  });
  if (products.length === 0) return { propertiesName: [], product: [] };
  const specNames = sharedSpecNames(products);
  return {
    propertiesName: ['Brand', ...specNames, 'Our ranking'].map((propertyName) => ({ propertyName })),
    product: products.map((product, rank) => ({
      productName: product.name,
      productcard: String(product.id),
      properties: [
        product.brand ?? '—',
        ...specNames.map((name) => product.specs.find(([spec]) => spec === name)?.[1] ?? '—'),
        RANKS[rank] ?? null,
      ].map((propertyValue) => ({ propertyValue })),
    })),
  };
}

/**
 * Uploads the article's gallery (attached to it) and stores the body, which places the gallery
 * strip where it belongs.
 */
function writeBody(
  db: Db,
  ids: SeedIds,
  id: number,
  seed: Pick<ArticleSeed, 'slug' | 'date' | 'author' | 'cover'> & { gallery: readonly GalleryItemSeed[] },
  body: (galleryStrip: string) => string,
): void {
  const images = addGallery(db, {
    slug: seed.slug,
    date: seed.date,
    palette: seed.cover?.palette ?? DEFAULT_PALETTE,
    items: seed.gallery,
    authorId: ids.people.authors[seed.author],
    parentId: id,
  });
  db.prepare('UPDATE wp_posts SET content = ? WHERE id = ?').run(body(images.length ? gallery(images) : ''), id);
}

export function seedGuide(db: Db, ids: SeedIds, guide: GuideSeed, status: Status = 'publish'): number {
  const id = insertArticle(db, ids, 'guide', guide, '', status, 'Buying guide');
  writeBody(db, ids, id, guide, guide.body);
  relateTerms(db, id, [ids.terms.guideCategories[guide.category]]);
  saveFieldGroup(db, id, 'guideACF', {
    subheading: guide.subheading,
    introTitle: guide.introTitle,
    intro: guide.intro,
    howDidWePickTitle: guide.howDidWePickTitle,
    howDidWePick: guide.howDidWePick.map((item) => ({ ...item })),
  });
  saveFieldGroup(db, id, 'guidesproduct', comparisonTable(db, guide.comparison));
  return id;
}

/** A review of the catalogue product that fits it best, or of its fallback model when none does. */
export function seedReview(db: Db, ids: SeedIds, review: ReviewSeed, status: Status = 'publish'): number {
  const [product] = findCatalogueProducts(db, { ...review.product, limit: 1 });
  const productName = product?.name ?? review.product.fallbackName;
  const id = insertArticle(db, ids, 'review', { ...review, title: review.title(productName) }, '', status, 'Review');
  writeBody(db, ids, id, review, (strip) => review.body(escapeHtml(productName), strip));
  relateTerms(db, id, [ids.terms.reviewCategories[review.category]]);
  saveFieldGroup(db, id, 'reviewACF', {
    subheading: review.subheading,
    productName,
    productcard: product ? String(product.id) : null,
    rating: review.rating,
  });
  return id;
}

export function seedNews(db: Db, ids: SeedIds, post: NewsSeed, status: Status = 'publish'): number {
  const id = insertArticle(db, ids, 'post', post, post.body, status, 'News');
  relateTerms(db, id, [
    ...post.categories.map((key) => ids.terms.categories[key]),
    ...post.tags.map((key) => ids.terms.tags[key]),
  ]);
  saveFieldGroup(db, id, 'postACF', { subheading: post.subheading });
  return id;
}

export function seedPage(
  db: Db,
  ids: SeedIds,
  page: PageSeed,
  status: Status = 'publish',
  translation?: { group: string; language: string },
): number {
  return insertArticle(db, ids, 'page', page, page.content, status, 'Pricewise', {
    ...(translation ? { translationGroup: translation.group, language: translation.language } : {}),
  });
}
