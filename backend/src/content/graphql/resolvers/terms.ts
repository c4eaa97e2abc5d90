import { toGlobalId } from '../../model/global-id.js';
import { toEdge, type TermNodeModel } from '../../model/nodes.js';
import { TAXONOMY_DEFINITIONS, type TaxonomyName } from '../../model/taxonomies.js';
import { termTemplates } from '../../model/templates.js';
import { termRowUri } from '../../model/node-uris.js';
import type { ContentContext } from '../context.js';
import { loadTermNode } from '../loaders.js';
import { resolvePostConnection, type PostConnectionArgs } from './post-connections.js';
import { resolveTermConnection, termWithDescendants, type TermConnectionArgs } from './term-connections.js';
import type { ObjectResolvers } from './types.js';

const taxonomyOf = (node: TermNodeModel) => node.row.taxonomy as TaxonomyName;

export const termNodeUri = (ctx: ContentContext, node: TermNodeModel): string | null => termRowUri(ctx.store, node.row);

/** TermNode and MenuItemLinkable fields, shared by every taxonomy. */
const termNodeResolvers: ObjectResolvers<TermNodeModel> = {
  id: (node) => toGlobalId('term', node.row.id),
  databaseId: (node) => node.row.id,
  name: (node) => node.row.name,
  slug: (node) => node.row.slug,
  // WPGraphQL's Model\Term returns null rather than '' or 0 for these.
  description: (node) => node.row.description || null,
  count: (node, _args, ctx) => ctx.store.terms.countPublished(node.row.id) || null,
  uri: (node, _args, ctx) => termNodeUri(ctx, node),
  link: (node, _args, ctx) => `${ctx.config.publicUrl}${termNodeUri(ctx, node) ?? '/'}`,
  taxonomyName: (node) => node.row.taxonomy,
  termGroupId: () => null,
  termTaxonomyId: (node) => node.row.id,
  isTermNode: () => true,
  isContentNode: () => false,
  isComment: () => false,
  isFrontPage: () => false,
  isPostsPage: () => false,
  isRestricted: () => false,
  templates: (node) => termTemplates(node.row),
};

/** HierarchicalTermNode fields: categories, guide categories and review categories nest. */
const hierarchicalResolvers: ObjectResolvers<TermNodeModel> = {
  parentDatabaseId: (node) => node.row.parent_id,
  parentId: (node) => (node.row.parent_id ? toGlobalId('term', node.row.parent_id) : null),
  parent: (node, _args, ctx) =>
    toEdge(node.row.parent_id ? loadTermNode(ctx, node.row.parent_id, taxonomyOf(node)) : null),
  children: (node, args: TermConnectionArgs, ctx) =>
    resolveTermConnection(ctx, taxonomyOf(node), { ...args, where: { ...args.where, parent: node.row.id } }),
};

/** The posts (or guides, or reviews) filed under a term, its child terms included. */
const objectsOfTerm = (node: TermNodeModel, args: PostConnectionArgs, ctx: ContentContext) => {
  const taxonomy = taxonomyOf(node);
  const ids = termWithDescendants(ctx, node.row.id, taxonomy);
  return resolvePostConnection(ctx, [TAXONOMY_DEFINITIONS[taxonomy].postType], args, { terms: [{ taxonomy, ids }] });
};

export const categoryResolvers: ObjectResolvers<TermNodeModel> = {
  ...termNodeResolvers,
  ...hierarchicalResolvers,
  categoryId: (node) => node.row.id,
  posts: objectsOfTerm,
};

export const tagResolvers: ObjectResolvers<TermNodeModel> = {
  ...termNodeResolvers,
  tagId: (node) => node.row.id,
  posts: objectsOfTerm,
};

export const guideCategoryResolvers: ObjectResolvers<TermNodeModel> = {
  ...termNodeResolvers,
  ...hierarchicalResolvers,
  guideCategoryId: (node) => node.row.id,
  guides: objectsOfTerm,
};

export const reviewCategoryResolvers: ObjectResolvers<TermNodeModel> = {
  ...termNodeResolvers,
  ...hierarchicalResolvers,
  reviewCategoryId: (node) => node.row.id,
  reviews: objectsOfTerm,
};
