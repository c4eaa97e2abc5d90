import { z } from 'zod';
import { toConnection, type ConnectionArgs } from '../../model/connection.js';
import { toDatabaseIdFromEither, toGlobalId } from '../../model/global-id.js';
import { toEdge, type MenuItemNode, type MenuNode } from '../../model/nodes.js';
import type { MenuItemFilter, MenuLocation } from '../../repositories/menus.js';
import type { ContentContext } from '../context.js';
import { loadPostNode, toMenuNode } from '../loaders.js';
import { nodeUri } from './content-node.js';
import type { ObjectResolvers } from './types.js';

export interface MenuItemWhereArgs {
  id?: number | null;
  location?: MenuLocation | null;
  parentDatabaseId?: number | null;
  parentId?: string | null;
}

export type MenuItemConnectionArgs = ConnectionArgs & { where?: MenuItemWhereArgs | null };

/**
 * Menu items in menu order. WPGraphQL lists every item of the chosen menus, nested ones included
 * (each names its parent), unless `parentDatabaseId`/`parentId` asks for one level.
 */
export function resolveMenuItemConnection(
  ctx: ContentContext,
  args: MenuItemConnectionArgs,
  fixed: MenuItemFilter = {},
) {
  const where = args.where ?? {};
  const parent = where.parentId ? toDatabaseIdFromEither(where.parentId, 'post') : where.parentDatabaseId;
  const filter: MenuItemFilter = {
    ...(where.location ? { location: where.location } : {}),
    ...(where.id ? { id: where.id } : {}),
    ...(parent !== undefined && parent !== null ? { parentItemId: parent } : {}),
    ...fixed,
  };
  // Without a menu or a location, WPGraphQL only exposes menus assigned to a location.
  if (!filter.location && !filter.menuIds) {
    filter.menuIds = (['PRIMARY', 'FOOTER'] as const).flatMap(
      (location) => ctx.store.menus.getMenuAt(location)?.id ?? [],
    );
  }
  const nodes = ctx.store.menus.listItems(filter).map((row): MenuItemNode => ({ __typename: 'MenuItem', row }));
  return toConnection(nodes, args, (node) => node.row.post_id);
}

/** A custom link's url, or the permalink of the page or post the item points to. */
function itemUri(ctx: ContentContext, node: MenuItemNode): string | null {
  if (node.row.linked_post_id) {
    const linked = loadPostNode(ctx, node.row.linked_post_id);
    return linked ? nodeUri(ctx, linked) : null;
  }
  const url = node.row.url ?? '';
  const own = ctx.config.publicUrl;
  return url.startsWith(own) ? url.slice(own.length) || '/' : url;
}

const cssClasses = z.array(z.string());

export const menuItemResolvers: ObjectResolvers<MenuItemNode> = {
  id: (node) => toGlobalId('post', node.row.post_id),
  databaseId: (node) => node.row.post_id,
  menuItemId: (node) => node.row.post_id,
  label: (node) => node.row.label,
  title: () => null,
  description: (node) => node.row.description || null,
  cssClasses: (node) => cssClasses.parse(JSON.parse(node.row.css_classes)),
  target: (node) => node.row.target,
  linkRelationship: (node) => node.row.link_relationship,
  order: (node) => node.row.menu_order,
  uri: (node, _args, ctx) => itemUri(ctx, node),
  path: (node, _args, ctx) => itemUri(ctx, node),
  url: (node, _args, ctx) => {
    if (!node.row.linked_post_id) return node.row.url;
    const uri = itemUri(ctx, node);
    return uri === null ? null : `${ctx.config.publicUrl}${uri}`;
  },
  parentDatabaseId: (node) => node.row.parent_item_id,
  parentId: (node) => (node.row.parent_item_id ? toGlobalId('post', node.row.parent_item_id) : null),
  locations: (node, _args, ctx) => ctx.store.menus.getLocations(node.row.menu_id),
  menu: (node, _args, ctx) => toEdge(toMenuNode(ctx.store.terms.get(node.row.menu_id))),
  connectedNode: (node, _args, ctx) =>
    toEdge(node.row.linked_post_id ? loadPostNode(ctx, node.row.linked_post_id) : null),
  childItems: (node, args: MenuItemConnectionArgs, ctx) =>
    resolveMenuItemConnection(ctx, args, { menuIds: [node.row.menu_id], parentItemId: node.row.post_id }),
  isRestricted: () => false,
};

export const menuResolvers: ObjectResolvers<MenuNode> = {
  id: (node) => toGlobalId('term', node.row.id),
  databaseId: (node) => node.row.id,
  menuId: (node) => node.row.id,
  name: (node) => node.row.name,
  slug: (node) => node.row.slug,
  count: (node, _args, ctx) => ctx.store.menus.countItems(node.row.id),
  locations: (node, _args, ctx) => ctx.store.menus.getLocations(node.row.id),
  menuItems: (node, args: MenuItemConnectionArgs, ctx) =>
    resolveMenuItemConnection(ctx, args, { menuIds: [node.row.id] }),
  isRestricted: () => false,
};
