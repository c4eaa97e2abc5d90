import { z } from 'zod';
import { describeIssues, failed, succeeded, type BackendResult } from '../backend-result';
import { articlePath } from './article-kind';
import type { ContentImage } from './content-types';
import { htmlToText } from './rich-text-document';
import type { ContentRestClient } from './rest-client';

/** Up to four related articles, the latest of the same kind (docs/PRODUCT.md §2, §9). */
export const RELATED_ARTICLES_LIMIT = 4;

export interface RelatedArticle {
  id: number;
  title: string;
  subheading: string;
  thumbnail: ContentImage | null;
  href: string;
}

const rawMedia = z.object({
  source_url: z.string().nullish(),
  alt_text: z.string().nullish(),
  media_details: z
    .object({ sizes: z.record(z.string(), z.object({ source_url: z.string() }).nullish()).nullish() })
    .nullish(),
});

const rawRestArticle = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.object({ rendered: z.string() }),
  acf: z.object({ subheading: z.string().nullish() }).nullish().catch(null),
  _embedded: z.object({ 'wp:featuredmedia': z.array(rawMedia.nullish().catch(null)).nullish() }).nullish(),
});

type RawRestArticle = z.infer<typeof rawRestArticle>;

function toThumbnail(raw: RawRestArticle): ContentImage | null {
  const media = raw._embedded?.['wp:featuredmedia']?.[0];
  const url = media?.media_details?.sizes?.medium?.source_url ?? media?.source_url;
  return url ? { url, alt: media?.alt_text ?? '' } : null;
}

export function toRelatedArticle(raw: RawRestArticle, kind: 'guide' | 'review'): RelatedArticle {
  return {
    id: raw.id,
    title: htmlToText(raw.title.rendered),
    subheading: raw.acf?.subheading ?? '',
    thumbnail: toThumbnail(raw),
    href: articlePath(kind, raw.slug),
  };
}

/**
 * The REST list of a type. The spec names `/wp-json/wp/v2/guide`; a stock WordPress registers
 * the type under its plural rest base (`guides`), so that path is tried when the first is missing.
 */
function listPaths(kind: 'guide' | 'review', excludeId: number): string[] {
  const query = `?_embed&per_page=${RELATED_ARTICLES_LIMIT}&exclude=${excludeId}`;
  return [`/wp-json/wp/v2/${kind}${query}`, `/wp-json/wp/v2/${kind}s${query}`];
}

/** The latest articles of a kind except the current one; a WordPress without the type has none. */
export async function getRelatedArticles(
  rest: ContentRestClient,
  kind: 'guide' | 'review',
  currentId: number,
): Promise<BackendResult<RelatedArticle[]>> {
  for (const path of listPaths(kind, currentId)) {
    const result = await rest.get(path);
    if (!result.ok && result.failure === 'not-found') continue;
    if (!result.ok) return result;
    const parsed = z.array(rawRestArticle).safeParse(result.value);
    if (!parsed.success) return failed('invalid-answer', `related ${kind}s: ${describeIssues(parsed.error.issues)}`);
    return succeeded(
      parsed.data
        .filter((article) => article.id !== currentId)
        .slice(0, RELATED_ARTICLES_LIMIT)
        .map((article) => toRelatedArticle(article, kind)),
    );
  }
  return succeeded([]);
}
