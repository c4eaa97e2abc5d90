import { z } from 'zod';
import { succeeded, type BackendResult } from '@/lib/backend-result';
import type { ContentLink } from '@/lib/content/content-types';
import { metaDescription } from '@/lib/content/meta-description';
import { parseAnswer } from '@/lib/content/parse-answer';
import { renderedText } from '@/lib/content/raw-shapes';
import { toSiteHeader } from '@/lib/content/site-header';
import { toMenuHref } from '@/lib/content/site-paths';
import { dataField } from '../template-data';

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

/** What ArchiveView renders. */
export interface ArchiveModel {
  archive: Archive;
  siteTitle: string | null;
  /** The meta description: the term's own, else the site's description. */
  description: string | null;
}

export function toArchiveModel(data: unknown): BackendResult<ArchiveModel> {
  const parsed = parseArchive(dataField(data, 'nodeByUri'));
  if (!parsed.ok) return parsed;
  const archive = parsed.value;
  const header = toSiteHeader(data);
  return succeeded({
    archive,
    siteTitle: header.title || null,
    description: metaDescription(archive.description, null, header.description),
  });
}
