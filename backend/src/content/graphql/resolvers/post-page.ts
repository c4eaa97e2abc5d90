import { toGlobalId } from '../../model/global-id.js';
import { subjectOf, toEdge, type PostNode } from '../../model/nodes.js';
import { loadPostNode } from '../loaders.js';
import { articleResolvers, commentResolvers, contentNodeResolvers, excerptResolvers } from './content-node.js';
import { resolvePostTermConnection, type TermConnectionArgs } from './term-connections.js';
import type { ObjectResolvers } from './types.js';

export const postResolvers: ObjectResolvers<PostNode> = {
  ...contentNodeResolvers,
  ...articleResolvers,
  ...excerptResolvers,
  ...commentResolvers,
  postId: (node) => node.row.id,
  categories: (node, args: TermConnectionArgs, ctx) =>
    resolvePostTermConnection(ctx, subjectOf(node).id, 'category', args),
  tags: (node, args: TermConnectionArgs, ctx) => resolvePostTermConnection(ctx, subjectOf(node).id, 'post_tag', args),
  isSticky: (node) => subjectOf(node).is_sticky === 1,
  pingStatus: (node) => subjectOf(node).ping_status,
  pinged: () => null,
  toPing: () => null,
};

export const pageResolvers: ObjectResolvers<PostNode> = {
  ...contentNodeResolvers,
  ...articleResolvers,
  ...commentResolvers,
  pageId: (node) => node.row.id,
  menuOrder: (node) => subjectOf(node).menu_order,
  isPrivacyPage: () => false,
  parentDatabaseId: (node) => subjectOf(node).parent_id,
  parentId: (node) => {
    const parentId = subjectOf(node).parent_id;
    return parentId ? toGlobalId('post', parentId) : null;
  },
  parent: (node, _args, ctx) => {
    const parentId = subjectOf(node).parent_id;
    return toEdge(parentId ? loadPostNode(ctx, parentId) : null);
  },
};
