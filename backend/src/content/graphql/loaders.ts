import { isPublicPostType, POST_TYPES, type PublicPostType } from '../model/post-types.js';
import type { ContentTypeNode, MenuItemNode, MenuNode, PostNode, TermNodeModel, UserNode } from '../model/nodes.js';
import { isTaxonomyName, TAXONOMY_DEFINITIONS, type TaxonomyName } from '../model/taxonomies.js';
import { canViewPost, canViewUser } from '../model/visibility.js';
import type { PostRow, TermRow, UserRow } from '../repositories/rows.js';
import type { ContentContext } from './context.js';

/** Wraps a row as a node if the viewer may see it (private rows are null, as in WPGraphQL). */
export function toPostNode(ctx: ContentContext, row: PostRow): PostNode | null {
  const parent = row.post_type === 'revision' && row.parent_id ? ctx.store.posts.get(row.parent_id) : undefined;
  if (row.post_type === 'revision' && !parent) return null;
  const typeSource = parent ?? row;
  if (!isPublicPostType(typeSource.post_type)) return null;
  if (!canViewPost(ctx.viewer, row, parent)) return null;
  return { __typename: POST_TYPES[typeSource.post_type].typeName, row, parent: parent ?? null };
}

/**
 * Loads a post-like node by database id. With `asPreview`, WPGraphQL swaps in the newest revision
 * (wp_get_post_revisions, posts_per_page 1) when there is one; a revision has no revisions of its
 * own, so asking again with the revision's id returns the same revision (Faust's round trip).
 */
export function loadPostNode(ctx: ContentContext, id: number, asPreview = false): PostNode | null {
  const row = ctx.store.posts.get(id);
  if (!row || row.post_type === 'nav_menu_item') return null;
  if (asPreview && row.post_type !== 'revision') {
    const revision = ctx.store.posts.getNewestRevision(row.id);
    if (revision) return toPostNode(ctx, revision);
  }
  return toPostNode(ctx, row);
}

/** Keeps a node only if it is one of the wanted object types (`post(id:)` never returns a Page). */
export function ofType<T extends PostNode['__typename']>(node: PostNode | null, ...types: T[]): PostNode | null {
  return node && (types as string[]).includes(node.__typename) ? node : null;
}

export function toTermNode(row: TermRow | undefined): TermNodeModel | null {
  if (!row || !isTaxonomyName(row.taxonomy)) return null;
  return { __typename: TAXONOMY_DEFINITIONS[row.taxonomy].typeName, row };
}

export function loadTermNode(ctx: ContentContext, id: number, taxonomy?: TaxonomyName): TermNodeModel | null {
  const node = toTermNode(ctx.store.terms.get(id));
  return node && (!taxonomy || node.row.taxonomy === taxonomy) ? node : null;
}

export function toUserNode(ctx: ContentContext, row: UserRow | undefined): UserNode | null {
  if (!row) return null;
  const visible = canViewUser(ctx.viewer, row, ctx.store.posts.countPublishedByAuthor(row.id));
  return visible ? { __typename: 'User', row } : null;
}

export const loadUserNode = (ctx: ContentContext, id: number): UserNode | null =>
  toUserNode(ctx, ctx.store.users.get(id));

export function contentTypeNode(postType: PublicPostType): ContentTypeNode {
  return { __typename: 'ContentType', definition: POST_TYPES[postType] };
}

export function toMenuNode(row: TermRow | undefined): MenuNode | null {
  return row && row.taxonomy === 'nav_menu' ? { __typename: 'Menu', row } : null;
}

export function loadMenuItemNode(ctx: ContentContext, id: number): MenuItemNode | null {
  const row = ctx.store.menus.getItem(id);
  return row ? { __typename: 'MenuItem', row } : null;
}
