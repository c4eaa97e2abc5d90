import { fromGlobalId, toDatabaseId } from '../../model/global-id.js';
import { isPostNode, type MenuNode, type PostNode, type TermNodeModel, type UserNode } from '../../model/nodes.js';
import type { PublicPostType } from '../../model/post-types.js';
import { TAXONOMY_DEFINITIONS, type TaxonomyName } from '../../model/taxonomies.js';
import { canSeeUserPrivateFields } from '../../model/visibility.js';
import type { MenuLocation } from '../../repositories/menus.js';
import type { ContentContext } from '../context.js';
import { loadPostNode, loadTermNode, toMenuNode, toPostNode, toTermNode, toUserNode } from '../loaders.js';
import { resolveUri } from './node-by-uri.js';

/** The database id inside a global id of the given loader type (`post`, `term`, `user`). */
function globalToDatabaseId(id: string, type: string): number | null {
  const decoded = fromGlobalId(id);
  return decoded && decoded.type === type ? toDatabaseId(decoded.id) : null;
}

export type PostLookup = 'DATABASE_ID' | 'ID' | 'SLUG' | 'URI' | 'SOURCE_URL';

/**
 * `post(id, idType, asPreview)` and friends. Without an idType the id is a global id, as in
 * WPGraphQL. With `asPreview` the newest revision replaces the node (see loadPostNode).
 */
export function findPostNode(
  ctx: ContentContext,
  id: string,
  idType: PostLookup | null | undefined,
  postType: PublicPostType | null,
  asPreview: boolean,
): PostNode | null {
  let node: PostNode | null = null;
  switch (idType ?? 'ID') {
    case 'DATABASE_ID': {
      const databaseId = toDatabaseId(id);
      node = databaseId ? loadPostNode(ctx, databaseId) : null;
      break;
    }
    case 'ID': {
      const databaseId = globalToDatabaseId(id, 'post');
      node = databaseId ? loadPostNode(ctx, databaseId) : null;
      break;
    }
    case 'SLUG': {
      const row = postType ? ctx.store.posts.getPublishedBySlug(postType, id) : undefined;
      node = row ? toPostNode(ctx, row) : null;
      break;
    }
    case 'URI': {
      const found = resolveUri(ctx, id);
      node = found && isPostNode(found) ? found : null;
      break;
    }
    case 'SOURCE_URL': {
      const prefix = `${ctx.config.publicUrl}/wp-content/uploads/`;
      const mediaId = id.startsWith(prefix)
        ? ctx.store.media.findMediaIdByUploadPath(id.slice(prefix.length))
        : undefined;
      node = mediaId ? loadPostNode(ctx, mediaId) : null;
      break;
    }
  }
  if (node && asPreview && node.row.post_type !== 'revision') node = loadPostNode(ctx, node.row.id, true);
  return node;
}

export type TermLookup = 'DATABASE_ID' | 'ID' | 'NAME' | 'SLUG' | 'URI';

export function findTermNode(
  ctx: ContentContext,
  id: string,
  idType: TermLookup | null | undefined,
  taxonomy: TaxonomyName,
): TermNodeModel | null {
  switch (idType ?? 'ID') {
    case 'DATABASE_ID': {
      const databaseId = toDatabaseId(id);
      return databaseId ? loadTermNode(ctx, databaseId, taxonomy) : null;
    }
    case 'ID': {
      const databaseId = globalToDatabaseId(id, 'term');
      return databaseId ? loadTermNode(ctx, databaseId, taxonomy) : null;
    }
    case 'NAME':
      return toTermNode(ctx.store.terms.getByName(taxonomy, id));
    case 'SLUG':
      return toTermNode(ctx.store.terms.getBySlug(taxonomy, id));
    case 'URI': {
      const found = resolveUri(ctx, id);
      return found?.__typename === TAXONOMY_DEFINITIONS[taxonomy].typeName ? (found as TermNodeModel) : null;
    }
    default:
      return null;
  }
}

export type UserLookup = 'DATABASE_ID' | 'ID' | 'SLUG' | 'URI' | 'EMAIL' | 'USERNAME';

/** Email and username lookups only find users whose private fields the viewer may already see. */
export function findUserNode(ctx: ContentContext, id: string, idType: UserLookup | null | undefined): UserNode | null {
  const { users } = ctx.store;
  switch (idType ?? 'ID') {
    case 'DATABASE_ID':
      return toUserNode(ctx, users.get(toDatabaseId(id) ?? 0));
    case 'ID':
      return toUserNode(ctx, users.get(globalToDatabaseId(id, 'user') ?? 0));
    case 'SLUG':
      return toUserNode(ctx, users.getByNicename(id));
    case 'URI': {
      const found = resolveUri(ctx, id);
      return found?.__typename === 'User' ? found : null;
    }
    case 'EMAIL':
    case 'USERNAME': {
      const row = idType === 'EMAIL' ? users.getByEmail(id) : users.getByLogin(id);
      return row && canSeeUserPrivateFields(ctx.viewer, row) ? toUserNode(ctx, row) : null;
    }
    default:
      return null;
  }
}

export type MenuLookup = 'DATABASE_ID' | 'ID' | 'LOCATION' | 'NAME' | 'SLUG';

export function findMenuNode(ctx: ContentContext, id: string, idType: MenuLookup | null | undefined): MenuNode | null {
  const { terms, menus } = ctx.store;
  switch (idType ?? 'ID') {
    case 'DATABASE_ID':
      return toMenuNode(terms.get(toDatabaseId(id) ?? 0));
    case 'ID':
      return toMenuNode(terms.get(globalToDatabaseId(id, 'term') ?? 0));
    case 'LOCATION':
      return id === 'PRIMARY' || id === 'FOOTER' ? toMenuNode(menus.getMenuAt(id as MenuLocation)) : null;
    case 'NAME':
      return toMenuNode(terms.getByName('nav_menu', id));
    case 'SLUG':
      return toMenuNode(terms.getBySlug('nav_menu', id));
    default:
      return null;
  }
}
