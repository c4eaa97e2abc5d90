import { toConnection, type Connection, type ConnectionArgs } from '../../model/connection.js';
import { toDatabaseIdFromEither, toDatabaseIds } from '../../model/global-id.js';
import type { PostNode } from '../../model/nodes.js';
import type { PublicPostType } from '../../model/post-types.js';
import type { PostListFilter, PostOrder, PostOrderField, TermConstraint } from '../../repositories/posts.js';
import type { PostStatus } from '../../repositories/rows.js';
import type { ContentContext } from '../context.js';
import { toPostNode } from '../loaders.js';

/** The `where` arguments of post-object connections, after enum values are mapped to WordPress's. */
export interface PostWhereArgs {
  author?: number | null;
  authorIn?: (string | null)[] | null;
  authorNotIn?: (string | null)[] | null;
  authorName?: string | null;
  in?: (string | null)[] | null;
  notIn?: (string | null)[] | null;
  name?: string | null;
  nameIn?: (string | null)[] | null;
  search?: string | null;
  status?: string | null;
  stati?: (string | null)[] | null;
  title?: string | null;
  orderby?: ({ field: PostOrderField | 'IN' | 'NAME_IN' | 'COMMENT_COUNT'; order: 'ASC' | 'DESC' } | null)[] | null;
  categoryId?: number | null;
  categoryIn?: (string | null)[] | null;
  categoryName?: string | null;
  tag?: string | null;
  tagId?: string | null;
  tagIn?: (string | null)[] | null;
  tagSlugIn?: (string | null)[] | null;
  parent?: string | null;
  parentIn?: (string | null)[] | null;
  /** Polylang: a language slug, `all` or `default`. */
  language?: string | null;
  languages?: string[] | null;
}

export type PostConnectionArgs = ConnectionArgs & { where?: PostWhereArgs | null };

const STORED_STATUSES: readonly PostStatus[] = ['publish', 'draft'];

const commaList = (value: string) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
const strings = (values: readonly (string | null)[] | null | undefined) =>
  values ? values.filter((value): value is string => value !== null) : undefined;

function termConstraints(where: PostWhereArgs): TermConstraint[] {
  const constraints: TermConstraint[] = [];
  const categoryIds = [
    ...(where.categoryId ? [where.categoryId] : []),
    ...(toDatabaseIds(where.categoryIn, 'term') ?? []),
  ];
  // WP_Query's category_name and tag take comma-separated slugs, any of which may match.
  const categorySlugs = where.categoryName ? commaList(where.categoryName) : [];
  if (categoryIds.length || categorySlugs.length)
    constraints.push({ taxonomy: 'category', ids: categoryIds, slugs: categorySlugs });
  const tagIds = [
    ...(where.tagId ? commaList(where.tagId).map(Number).filter(Number.isInteger) : []),
    ...(toDatabaseIds(where.tagIn, 'term') ?? []),
  ];
  const tagSlugs = [...(where.tag ? commaList(where.tag) : []), ...(strings(where.tagSlugIn) ?? [])];
  if (tagIds.length || tagSlugs.length) constraints.push({ taxonomy: 'post_tag', ids: tagIds, slugs: tagSlugs });
  return constraints;
}

function languageFilter(ctx: ContentContext, where: PostWhereArgs): string[] | undefined {
  if (where.languages?.length) return where.languages;
  // WPGraphQL Polylang shows every language unless asked (show_all_languages_in_graphql).
  if (!where.language || where.language === 'all') return undefined;
  return [where.language === 'default' ? ctx.site().defaultLanguage : where.language];
}

/** Turns connection arguments into a repository filter (WP_Query arguments, as WPGraphQL maps them). */
export function toPostFilter(
  ctx: ContentContext,
  postTypes: readonly PublicPostType[],
  where: PostWhereArgs,
): PostListFilter {
  const requested =
    where.stati?.filter((s): s is string => s !== null) ?? (where.status ? [where.status] : ['publish']);
  // `parent: 0` (or an id naming nothing) asks for top-level pages, as post_parent = 0 does.
  const parent =
    where.parent === undefined || where.parent === null ? undefined : toDatabaseIdFromEither(where.parent, 'post');
  const parentIds =
    parent === undefined ? toDatabaseIds(where.parentIn, 'post') : parent === null ? undefined : [parent];
  const orderBy = (where.orderby ?? []).filter(
    (o): o is PostOrder => o !== null && o.field !== 'IN' && o.field !== 'NAME_IN' && o.field !== 'COMMENT_COUNT',
  );
  return {
    postTypes,
    statuses: STORED_STATUSES.filter((status) => requested.includes(status)),
    ids: toDatabaseIds(where.in, 'post'),
    excludeIds: toDatabaseIds(where.notIn, 'post'),
    slugs: where.name ? [where.name] : strings(where.nameIn),
    authorIds: where.author ? [where.author] : toDatabaseIds(where.authorIn, 'user'),
    excludeAuthorIds: toDatabaseIds(where.authorNotIn, 'user'),
    ...(where.authorName ? { authorNicename: where.authorName } : {}),
    ...(parentIds ? { parentIds } : {}),
    ...(parent === null ? { topLevelOnly: true } : {}),
    languages: languageFilter(ctx, where),
    terms: termConstraints(where),
    ...(where.search ? { search: where.search } : {}),
    ...(where.title ? { title: where.title } : {}),
    orderBy,
  };
}

/** `orderby: IN` / `NAME_IN` keep the order of the `in` / `nameIn` list (post__in, post_name__in). */
function applyListOrder(nodes: PostNode[], where: PostWhereArgs): PostNode[] {
  const field = where.orderby?.find((o) => o?.field === 'IN' || o?.field === 'NAME_IN')?.field;
  if (field === 'IN') {
    const order = toDatabaseIds(where.in, 'post') ?? [];
    return [...nodes].sort((a, b) => order.indexOf(a.row.id) - order.indexOf(b.row.id));
  }
  if (field === 'NAME_IN') {
    const order = strings(where.nameIn) ?? [];
    return [...nodes].sort((a, b) => order.indexOf(a.row.slug) - order.indexOf(b.row.slug));
  }
  return nodes;
}

/** A post-object connection: filter, drop what the viewer may not see, order, then page. */
export function resolvePostConnection(
  ctx: ContentContext,
  postTypes: readonly PublicPostType[],
  args: PostConnectionArgs,
  fixed: Partial<PostListFilter> = {},
): Connection<PostNode> {
  const where = args.where ?? {};
  const base = toPostFilter(ctx, postTypes, where);
  const filter = { ...base, ...fixed, terms: [...(base.terms ?? []), ...(fixed.terms ?? [])] };
  const nodes = ctx.store.posts
    .list(filter)
    .map((row) => toPostNode(ctx, row))
    .filter((node): node is PostNode => node !== null);
  return toConnection(applyListOrder(nodes, where), args, (node) => node.row.id);
}
