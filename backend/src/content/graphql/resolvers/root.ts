import { toConnection, type ConnectionArgs } from '../../model/connection.js';
import { fromGlobalId, toDatabaseId } from '../../model/global-id.js';
import type { ContentTypeNode, GraphNode, MenuNode, UserNode } from '../../model/nodes.js';
import { isPublicPostType, POST_TYPES, PUBLIC_POST_TYPES, type PublicPostType } from '../../model/post-types.js';
import type { TaxonomyName } from '../../model/taxonomies.js';
import type { UserRole } from '../../viewer.js';
import type { ContentContext } from '../context.js';
import {
  contentTypeNode,
  loadMenuItemNode,
  loadPostNode,
  loadTermNode,
  ofType,
  toMenuNode,
  toUserNode,
} from '../loaders.js';
import {
  findMenuNode,
  findPostNode,
  findTermNode,
  findUserNode,
  type MenuLookup,
  type PostLookup,
  type TermLookup,
  type UserLookup,
} from './lookups.js';
import { resolveMenuItemConnection, type MenuItemConnectionArgs } from './menus.js';
import { resolveUri } from './node-by-uri.js';
import { resolvePostConnection, type PostConnectionArgs } from './post-connections.js';
import { generalSettings } from './settings.js';
import { resolveTermConnection, type TermConnectionArgs } from './term-connections.js';
import type { ObjectResolvers } from './types.js';

interface SingleArgs<L> {
  id: string;
  idType?: L | null;
  asPreview?: boolean | null;
}

/** `node(id)`: any object by global id (`post:14`, `term:5`, `user:2`, `post_type:guide`). */
function nodeById(ctx: ContentContext, id: string | null | undefined): GraphNode | null {
  const decoded = id ? fromGlobalId(id) : null;
  if (!decoded) return null;
  const databaseId = toDatabaseId(decoded.id);
  switch (decoded.type) {
    case 'post':
      return databaseId ? (loadPostNode(ctx, databaseId) ?? loadMenuItemNode(ctx, databaseId)) : null;
    case 'term':
      return databaseId ? (loadTermNode(ctx, databaseId) ?? toMenuNode(ctx.store.terms.get(databaseId))) : null;
    case 'user':
      return databaseId ? toUserNode(ctx, ctx.store.users.get(databaseId)) : null;
    case 'post_type':
      return isPublicPostType(decoded.id) ? contentTypeNode(decoded.id) : null;
    default:
      return null;
  }
}

const single =
  (postType: PublicPostType) =>
  (_root: unknown, { id, idType, asPreview }: SingleArgs<PostLookup>, ctx: ContentContext) =>
    ofType(findPostNode(ctx, id, idType, postType, asPreview ?? false), POST_TYPES[postType].typeName);

const list = (postType: PublicPostType) => (_root: unknown, args: PostConnectionArgs, ctx: ContentContext) =>
  resolvePostConnection(ctx, [postType], args);

const term =
  (taxonomy: TaxonomyName) =>
  (_root: unknown, { id, idType }: SingleArgs<TermLookup>, ctx: ContentContext) =>
    findTermNode(ctx, id, idType, taxonomy);

const terms = (taxonomy: TaxonomyName) => (_root: unknown, args: TermConnectionArgs, ctx: ContentContext) =>
  resolveTermConnection(ctx, taxonomy, args);

interface UserWhereArgs {
  include?: number[] | null;
  exclude?: number[] | null;
  login?: string | null;
  nicename?: string | null;
  role?: UserRole | null;
  roleIn?: UserRole[] | null;
  search?: string | null;
  hasPublishedPosts?: PublicPostType[] | null;
}

export const rootResolvers: ObjectResolvers<unknown> = {
  nodeByUri: (_root, { uri }: { uri: string }, ctx) => resolveUri(ctx, uri),
  node: (_root, { id }: { id?: string | null }, ctx) => nodeById(ctx, id),
  contentNode: (
    _root,
    { id, idType, asPreview, contentType }: SingleArgs<PostLookup> & { contentType?: PublicPostType | null },
    ctx,
  ) => {
    const node = findPostNode(ctx, id, idType, contentType ?? null, asPreview ?? false);
    return node && (!contentType || (node.parent ?? node.row).post_type === contentType) ? node : null;
  },
  post: single('post'),
  page: single('page'),
  guide: single('guide'),
  review: single('review'),
  mediaItem: single('attachment'),
  posts: list('post'),
  pages: list('page'),
  guides: list('guide'),
  reviews: list('review'),
  category: term('category'),
  tag: term('post_tag'),
  guideCategory: term('guide_category'),
  reviewCategory: term('review_category'),
  categories: terms('category'),
  tags: terms('post_tag'),
  guideCategories: terms('guide_category'),
  reviewCategories: terms('review_category'),
  contentType: (_root, { id, idType }: { id: string; idType?: 'ID' | 'NAME' | null }) => {
    const name = idType === 'NAME' ? id : fromGlobalId(id)?.id;
    return name && isPublicPostType(name) ? contentTypeNode(name) : null;
  },
  contentTypes: (_root, args: ConnectionArgs) =>
    toConnection(PUBLIC_POST_TYPES.map(contentTypeNode), args, (node: ContentTypeNode) => node.definition.name),
  menuItems: (_root, args: MenuItemConnectionArgs, ctx) => resolveMenuItemConnection(ctx, args),
  menu: (_root, { id, idType }: SingleArgs<MenuLookup>, ctx) => findMenuNode(ctx, id, idType),
  menus: (
    _root,
    args: ConnectionArgs & {
      where?: { id?: number | null; location?: 'PRIMARY' | 'FOOTER' | null; slug?: string | null } | null;
    },
    ctx,
  ) => {
    const where = args.where ?? {};
    const menus = ctx.store.terms
      .list({ taxonomy: 'nav_menu', orderBy: 'TERM_ID' })
      .filter((row) => (where.id ? row.id === where.id : true) && (where.slug ? row.slug === where.slug : true))
      .filter((row) => (where.location ? ctx.store.menus.getLocations(row.id).includes(where.location) : true))
      .map((row) => toMenuNode(row))
      .filter((node): node is MenuNode => node !== null);
    return toConnection(menus, args, (node) => node.row.id);
  },
  generalSettings: (_root, _args, ctx) => generalSettings(ctx),
  viewer: (_root, _args, ctx) => {
    const row = ctx.viewer ? ctx.store.users.get(ctx.viewer.userId) : undefined;
    return row ? ({ __typename: 'User', row } satisfies UserNode) : null;
  },
  user: (_root, { id, idType }: SingleArgs<UserLookup>, ctx) => findUserNode(ctx, id, idType),
  users: (_root, args: ConnectionArgs & { where?: UserWhereArgs | null }, ctx) => {
    const where = args.where ?? {};
    const rows = ctx.store.users.list({
      ...(where.include ? { ids: where.include } : {}),
      ...(where.exclude ? { excludeIds: where.exclude } : {}),
      ...(where.login ? { login: where.login } : {}),
      ...(where.nicename ? { nicename: where.nicename } : {}),
      ...(where.role || where.roleIn ? { roles: where.roleIn ?? [where.role!] } : {}),
      ...(where.search ? { search: where.search } : {}),
      ...(where.hasPublishedPosts ? { hasPublishedPosts: where.hasPublishedPosts } : {}),
    });
    const nodes = rows.map((row) => toUserNode(ctx, row)).filter((node): node is UserNode => node !== null);
    return toConnection(nodes, args, (node) => node.row.id);
  },
};
