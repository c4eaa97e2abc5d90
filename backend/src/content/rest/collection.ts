import type { ContentContext } from '../graphql/context.js';
import { toPostNode } from '../graphql/loaders.js';
import type { PostNode } from '../model/nodes.js';
import { TAXONOMY_DEFINITIONS, type TaxonomyName } from '../model/taxonomies.js';
import type { PostListFilter, PostOrder, TermConstraint } from '../repositories/posts.js';
import { invalidParam, pageTooLarge } from './errors.js';
import { toRestPost, type EmbedSelection } from './serialize.js';

export type RestQuery = Record<string, string | undefined>;
export type RestPostType = 'post' | 'guide' | 'review';

const TAXONOMY_PARAMS: Record<RestPostType, TaxonomyName[]> = {
  post: ['category', 'post_tag'],
  guide: ['guide_category'],
  review: ['review_category'],
};

const ORDER_FIELDS: Record<string, PostOrder['field']> = {
  date: 'DATE',
  modified: 'MODIFIED',
  title: 'TITLE',
  slug: 'SLUG',
};

/** An integer parameter within bounds, with WordPress's messages when it is not. */
function integer(query: RestQuery, name: string, fallback: number, min: number, max = Number.MAX_SAFE_INTEGER): number {
  const raw = query[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) throw invalidParam(name, `${name} is not of type integer.`);
  const value = Number(raw);
  if (value < min || value > max) {
    const range =
      max === Number.MAX_SAFE_INTEGER
        ? `greater than or equal to ${min}`
        : `between ${min} (inclusive) and ${max} (inclusive)`;
    throw invalidParam(name, `${name} must be ${range}`, 'rest_out_of_bounds');
  }
  return value;
}

/** A list of ids, comma-separated as WordPress's REST arrays accept them. */
function idList(query: RestQuery, name: string): number[] | undefined {
  const raw = query[name];
  if (raw === undefined || raw === '') return undefined;
  const parts = raw.split(',').map((part) => part.trim());
  if (parts.some((part) => !/^\d+$/.test(part))) throw invalidParam(name, `${name}[0] is not of type integer.`);
  return parts.map(Number);
}

/** `_embed` alone embeds every relation; `_embed=author,wp:term` only those listed. */
export function embedSelection(query: RestQuery): EmbedSelection {
  const raw = query._embed;
  if (raw === undefined) return null;
  const all = ['author', 'wp:featuredmedia', 'wp:term'] as const;
  if (raw === '' || raw === '1' || raw === 'true') return new Set(all);
  const wanted = raw.split(',').map((part) => part.trim());
  return new Set(all.filter((rel) => wanted.includes(rel)));
}

function toFilter(postType: RestPostType, query: RestQuery): PostListFilter {
  const terms: TermConstraint[] = TAXONOMY_PARAMS[postType].flatMap((taxonomy) => {
    const ids = idList(query, TAXONOMY_DEFINITIONS[taxonomy].restField);
    return ids ? [{ taxonomy, ids }] : [];
  });
  const orderField = ORDER_FIELDS[query.orderby ?? 'date'];
  if (!orderField) throw invalidParam('orderby', `orderby is not one of ${Object.keys(ORDER_FIELDS).join(', ')}.`);
  if (query.order !== undefined && query.order !== 'asc' && query.order !== 'desc') {
    throw invalidParam('order', 'order is not one of asc and desc.');
  }
  return {
    postTypes: [postType],
    // The collection shows published items only: drafts need an authenticated editor.
    statuses: ['publish'],
    ids: idList(query, 'include'),
    excludeIds: idList(query, 'exclude'),
    authorIds: idList(query, 'author'),
    slugs: query.slug ? query.slug.split(',') : undefined,
    terms,
    ...(query.search ? { search: query.search } : {}),
    orderBy: [{ field: orderField, order: query.order === 'asc' ? 'ASC' : 'DESC' }],
  };
}

export interface CollectionPage {
  items: Record<string, unknown>[];
  total: number;
  totalPages: number;
  page: number;
}

/** GET /wp/v2/{base}: newest first, `per_page` 1 to 100 (default 10), paged by `page`. */
export function listCollection(ctx: ContentContext, postType: RestPostType, query: RestQuery): CollectionPage {
  const perPage = integer(query, 'per_page', 10, 1, 100);
  const page = integer(query, 'page', 1, 1);
  const nodes = ctx.store.posts
    .list(toFilter(postType, query))
    .map((row) => toPostNode(ctx, row))
    .filter((node): node is PostNode => node !== null);
  const totalPages = Math.ceil(nodes.length / perPage);
  if (page > 1 && page > totalPages) throw pageTooLarge();
  const embed = embedSelection(query);
  const items = nodes.slice((page - 1) * perPage, page * perPage).map((node) => toRestPost(ctx, node, embed));
  return { items, total: nodes.length, totalPages, page };
}
