import { z } from 'zod';
import type { BackendResult } from '../backend-result';
import { articleKind, type ArticleKind } from './article-kind';
import { parseAnswer } from './parse-answer';
import type { ContentAuthor, ContentImage, TermLink } from './content-types';
import { rawAuthoredContentFields, rawTerms, toAuthoredContent, toContentImage, toTermLinks } from './raw-shapes';

export interface PickItem {
  title: string;
  description: string;
}

export interface ComparisonColumn {
  /** The product's id in the pricing service, when the editor linked one. */
  productId: number | null;
  productName: string;
  /** One value per property name, in the same order. */
  values: string[];
}

export interface ProductComparison {
  propertyNames: string[];
  columns: ComparisonColumn[];
}

/** A guide or review (docs/PRODUCT.md §2 "Article and guide page"), or a plain article of another type. */
export interface Article {
  kind: ArticleKind;
  databaseId: number;
  slug: string;
  uri: string;
  title: string;
  description: string;
  html: string;
  published: string | null;
  modified: string | null;
  author: ContentAuthor | null;
  cover: ContentImage | null;
  categories: TermLink[];
  subheading: string | null;
  intro: { title: string; text: string } | null;
  pickList: { title: string; items: PickItem[] } | null;
  comparison: ProductComparison | null;
  /** Up to three hero bullet points: a guide's top picks, in the order the editor ranked them. */
  bulletPoints: string[];
  /** The catalogue product a review covers, when the editor linked one. */
  reviewedProductId: number | null;
}

/** The hero shows at most three bullet points (docs/PRODUCT.md §2 "Hero banner"). */
export const MAX_BULLET_POINTS = 3;

const rawGuideAcf = z
  .object({
    intro: z.string().nullish(),
    introTitle: z.string().nullish(),
    howDidWePickTitle: z.string().nullish(),
    subheading: z.string().nullish(),
    howDidWePick: z
      .array(z.object({ title: z.string().nullish(), description: z.string().nullish() }).nullish())
      .nullish(),
  })
  .nullish();

const rawGuidesProduct = z
  .object({
    product: z
      .array(
        z
          .object({
            productName: z.string().nullish(),
            productcard: z.string().nullish(),
            properties: z.array(z.object({ propertyValue: z.string().nullish() }).nullish()).nullish(),
          })
          .nullish(),
      )
      .nullish(),
    propertiesName: z.array(z.object({ propertyName: z.string().nullish() }).nullish()).nullish(),
  })
  .nullish();

export const rawArticle = z.object({
  databaseId: z.number().int(),
  uri: z.string().nullish(),
  slug: z.string().nullish(),
  ...rawAuthoredContentFields,
  guideCategories: rawTerms,
  reviewCategories: rawTerms,
  guideACF: rawGuideAcf,
  guidesproduct: rawGuidesProduct,
  reviewACF: z.object({ productcard: z.string().nullish(), subheading: z.string().nullish() }).nullish(),
});

export type RawArticle = z.infer<typeof rawArticle>;

function toProductId(value: string | null | undefined): number | null {
  return value && /^\d{1,15}$/.test(value.trim()) ? Number(value.trim()) : null;
}

function toComparison(raw: z.infer<typeof rawGuidesProduct>): ProductComparison | null {
  const propertyNames = (raw?.propertiesName ?? []).map((entry) => entry?.propertyName ?? '');
  const columns = (raw?.product ?? []).flatMap((product) =>
    product
      ? [
          {
            productId: toProductId(product.productcard),
            productName: product.productName ?? '',
            values: propertyNames.map((_name, index) => product.properties?.[index]?.propertyValue ?? ''),
          },
        ]
      : [],
  );
  return columns.length > 0 ? { propertyNames, columns } : null;
}

function toPickList(raw: z.infer<typeof rawGuideAcf>): Article['pickList'] {
  const items = (raw?.howDidWePick ?? []).flatMap((item) =>
    item?.title || item?.description ? [{ title: item.title ?? '', description: item.description ?? '' }] : [],
  );
  return items.length > 0 ? { title: raw?.howDidWePickTitle ?? '', items } : null;
}

export function toArticle(raw: RawArticle): Article {
  const guideCategories = toTermLinks(raw.guideCategories);
  const reviewCategories = toTermLinks(raw.reviewCategories);
  const kind = articleKind({ guideCategories, reviewCategories });
  const acf = raw.guideACF;
  const comparison = toComparison(raw.guidesproduct);
  return {
    kind,
    databaseId: raw.databaseId,
    slug: raw.slug ?? '',
    uri: raw.uri ?? '',
    ...toAuthoredContent(raw),
    cover: toContentImage(raw.featuredImage),
    categories: kind === 'guide' ? guideCategories : kind === 'review' ? reviewCategories : [],
    subheading: acf?.subheading || raw.reviewACF?.subheading || null,
    intro: acf?.intro ? { title: acf.introTitle ?? '', text: acf.intro } : null,
    pickList: toPickList(acf),
    comparison,
    bulletPoints: (comparison?.columns ?? [])
      .map((column) => column.productName)
      .filter(Boolean)
      .slice(0, MAX_BULLET_POINTS),
    reviewedProductId: toProductId(raw.reviewACF?.productcard),
  };
}

/** Validates a singular node once: none is `not-found`, a shape we do not read is `invalid-answer`. */
export function parseArticle(raw: unknown): BackendResult<Article> {
  return parseAnswer('article', rawArticle, raw, toArticle);
}

/** Pricing ids of the products an article cites: the reviewed one, then the compared ones in column order. */
export function articleProductIds(article: Pick<Article, 'comparison' | 'reviewedProductId'>): number[] {
  const compared = (article.comparison?.columns ?? []).flatMap((column) =>
    column.productId === null ? [] : [column.productId],
  );
  const ids = article.reviewedProductId === null ? compared : [article.reviewedProductId, ...compared];
  return [...new Set(ids)];
}
