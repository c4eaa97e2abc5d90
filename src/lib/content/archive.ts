import { z } from 'zod';
import type { BackendResult } from '../backend-result';
import { parseAnswer } from './parse-answer';
import type { ContentLink } from './content-types';
import { toMenuHref } from './site-paths';
import { renderedText } from './raw-shapes';

/** What an archive lists, by the node WordPress resolved (docs/PRODUCT.md §2 "Archive"). */
export type ArchiveKind = 'category' | 'tag' | 'guideCategory' | 'reviewCategory' | 'author' | 'contentType';

export interface Archive {
  kind: ArchiveKind;
  name: string;
  description: string;
  items: ContentLink[];
}

const rawItems = z
  .object({
    nodes: z.array(z.object({ id: z.string(), title: z.string().nullish(), uri: z.string().nullish() }).nullish()),
  })
  .nullish();

export const rawArchive = z.object({
  __typename: z.string(),
  name: z.string().nullish(),
  label: z.string().nullish(),
  description: z.string().nullish(),
  posts: rawItems,
  guides: rawItems,
  reviews: rawItems,
  contentNodes: rawItems,
});

const KIND_BY_TYPENAME: Record<string, ArchiveKind> = {
  Category: 'category',
  Tag: 'tag',
  GuideCategory: 'guideCategory',
  ReviewCategory: 'reviewCategory',
  User: 'author',
  ContentType: 'contentType',
};

function toLinks(raw: z.infer<typeof rawItems>): ContentLink[] {
  return (raw?.nodes ?? []).flatMap((node) => {
    const href = node?.uri ? toMenuHref(node.uri) : null;
    return node && href ? [{ id: node.id, title: renderedText(node.title), href }] : [];
  });
}

/** An archive node; a node of a kind that lists nothing is `not-found`. */
export function parseArchive(raw: unknown): BackendResult<Archive> {
  return parseAnswer('archive', rawArchive, raw, toArchive);
}

function toArchive(node: z.infer<typeof rawArchive>): Archive | null {
  const kind = KIND_BY_TYPENAME[node.__typename];
  if (!kind) return null;
  return {
    kind,
    name: node.label ?? node.name ?? '',
    description: node.description ?? '',
    items: toLinks(node.posts ?? node.guides ?? node.reviews ?? node.contentNodes),
  };
}
