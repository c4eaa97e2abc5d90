import { z } from 'zod';
import type { ContentAuthor, ContentImage, TermLink } from './content-types';
import { htmlToText } from './rich-text-document';
import { toMenuHref } from './site-paths';

/** WordPress shapes shared by several queries, validated at the edge (see the `to*` mappers). */
export const rawFeaturedImage = z
  .object({ node: z.object({ sourceUrl: z.string().nullish(), altText: z.string().nullish() }).nullish() })
  .nullish();

export const rawAuthor = z
  .object({
    node: z
      .object({
        name: z.string().nullish(),
        uri: z.string().nullish(),
        description: z.string().nullish(),
        avatar: z.object({ url: z.string().nullish() }).nullish(),
      })
      .nullish(),
  })
  .nullish();

/** The fields a news post and an article both read (dates, title, body, excerpt, author, cover): spread into their schemas. */
export const rawAuthoredContentFields = {
  date: z.string().nullish(),
  modified: z.string().nullish(),
  title: z.string().nullish(),
  content: z.string().nullish(),
  excerpt: z.string().nullish(),
  author: rawAuthor,
  featuredImage: rawFeaturedImage,
};

export const rawTerm = z.object({ name: z.string().nullish(), slug: z.string().nullish(), uri: z.string().nullish() });

export const rawTerms = z.object({ nodes: z.array(rawTerm.nullish()) }).nullish();

export function toContentImage(raw: z.infer<typeof rawFeaturedImage>): ContentImage | null {
  const url = raw?.node?.sourceUrl;
  return url ? { url, alt: raw?.node?.altText ?? '' } : null;
}

export function toContentAuthor(raw: z.infer<typeof rawAuthor>): ContentAuthor | null {
  const node = raw?.node;
  if (!node?.name) return null;
  return {
    name: node.name,
    avatarUrl: node.avatar?.url ?? null,
    bio: node.description ?? '',
    href: node.uri ? toMenuHref(node.uri) : null,
  };
}

/** The fields of `rawAuthoredContentFields` as a news post and an article both show them. */
export function toAuthoredContent(raw: z.infer<z.ZodObject<typeof rawAuthoredContentFields>>) {
  return {
    title: renderedText(raw.title),
    description: renderedText(raw.excerpt),
    html: raw.content ?? '',
    published: raw.date ?? null,
    modified: raw.modified ?? null,
    author: toContentAuthor(raw.author),
  };
}

export function toTermLinks(raw: z.infer<typeof rawTerms>): TermLink[] {
  return (raw?.nodes ?? []).flatMap((term) =>
    term?.name ? [{ name: term.name, slug: term.slug ?? '', href: term.uri ? toMenuHref(term.uri) : null }] : [],
  );
}

/**
 * WordPress's rendered strings as the text they stand for: titles (`&#8217;`, `&amp;`) and
 * excerpts (HTML paragraphs, shown as descriptions).
 */
export function renderedText(html: string | null | undefined): string {
  return html ? htmlToText(html) : '';
}
