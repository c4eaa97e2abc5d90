import { subjectOf, type PostNode } from '../../model/nodes.js';
import type { FieldGroupName, FieldGroups } from '../../repositories/field-groups.js';
import type { ContentContext } from '../context.js';
import { articleResolvers, contentNodeResolvers, excerptResolvers } from './content-node.js';
import { resolvePostTermConnection, type TermConnectionArgs } from './term-connections.js';
import type { ObjectResolvers } from './types.js';

/**
 * A field group of the node. ACF saves field values with each revision, so a preview shows the
 * revision's values; a revision saved without them falls back to the parent's.
 */
function fieldGroup<K extends FieldGroupName>(ctx: ContentContext, node: PostNode, group: K): FieldGroups[K] | null {
  const own = ctx.store.fields.get(node.row.id, group);
  return own ?? (node.parent ? ctx.store.fields.get(node.parent.id, group) : null);
}

export const guideResolvers: ObjectResolvers<PostNode> = {
  ...contentNodeResolvers,
  ...articleResolvers,
  ...excerptResolvers,
  guideId: (node) => node.row.id,
  guideACF: (node, _args, ctx) => fieldGroup(ctx, node, 'guideACF'),
  guidesproduct: (node, _args, ctx) => fieldGroup(ctx, node, 'guidesproduct'),
  guideCategories: (node, args: TermConnectionArgs, ctx) =>
    resolvePostTermConnection(ctx, subjectOf(node).id, 'guide_category', args),
};

export const reviewResolvers: ObjectResolvers<PostNode> = {
  ...contentNodeResolvers,
  ...articleResolvers,
  ...excerptResolvers,
  reviewId: (node) => node.row.id,
  reviewACF: (node, _args, ctx) => fieldGroup(ctx, node, 'reviewACF'),
  reviewCategories: (node, args: TermConnectionArgs, ctx) =>
    resolvePostTermConnection(ctx, subjectOf(node).id, 'review_category', args),
};
