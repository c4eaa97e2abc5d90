import { toConnection, type ConnectionArgs } from '../../model/connection.js';
import { renderContent } from '../../model/content-filter.js';
import { renderExcerpt } from '../../model/excerpt.js';
import { toGlobalId } from '../../model/global-id.js';
import { subjectOf, toEdge, type PostNode } from '../../model/nodes.js';
import { POST_TYPES, isPublicPostType } from '../../model/post-types.js';
import { postTemplates } from '../../model/templates.js';
import { postNodeUri } from '../../model/node-uris.js';
import { canEditPost } from '../../model/visibility.js';
import type { ContentContext } from '../context.js';
import { contentTypeNode, loadPostNode, loadUserNode, toPostNode } from '../loaders.js';
import type { FormatArgs, ObjectResolvers } from './types.js';

/** The URI of a node (a revision shows its parent's). */
export const nodeUri = (ctx: ContentContext, node: PostNode): string | null => postNodeUri(ctx.store, ctx.site(), node);

const isFrontPage = (ctx: ContentContext, node: PostNode) =>
  node.__typename === 'Page' && ctx.site().frontPageIds.has(subjectOf(node).id);

/** Raw fields need edit rights on the post (WPGraphQL's 'capability' on contentRaw and friends). */
const formatted = (
  ctx: ContentContext,
  node: PostNode,
  format: FormatArgs['format'],
  rendered: string | null,
  raw: string,
) => (format === 'RAW' ? (canEditPost(ctx.viewer, subjectOf(node)) ? raw || null : null) : rendered);

function newestVisibleRevision(ctx: ContentContext, node: PostNode): PostNode | null {
  if (node.parent) return null;
  const revision = ctx.store.posts.getNewestRevision(node.row.id);
  return revision ? toPostNode(ctx, revision) : null;
}

/** ContentNode, NodeWithTitle and NodeWithAuthor fields: every post-like type has them. */
export const contentNodeResolvers: ObjectResolvers<PostNode> = {
  id: (node) => toGlobalId('post', node.row.id),
  databaseId: (node) => node.row.id,
  uri: (node, _args, ctx) => nodeUri(ctx, node),
  link: (node, _args, ctx) => {
    const uri = nodeUri(ctx, node);
    return uri === null ? null : `${ctx.config.publicUrl}${uri}`;
  },
  guid: (node, _args, ctx) => `${ctx.config.publicUrl}/?p=${node.row.id}`,
  slug: (node) => subjectOf(node).slug || null,
  status: (node) => node.row.status,
  date: (node) => node.row.date,
  dateGmt: (node) => node.row.date_gmt,
  modified: (node) => node.row.modified,
  modifiedGmt: (node) => node.row.modified_gmt,
  desiredSlug: () => null,
  enclosure: () => null,
  isComment: () => false,
  isContentNode: () => true,
  isTermNode: () => false,
  isFrontPage: (node, _args, ctx) => isFrontPage(ctx, node),
  isPostsPage: (node, _args, ctx) => node.__typename === 'Page' && ctx.site().postsPageIds.has(subjectOf(node).id),
  isPreview: (node) => node.row.post_type === 'revision',
  isRestricted: () => false,
  contentTypeName: (node) => subjectOf(node).post_type,
  contentType: (node) => {
    const postType = subjectOf(node).post_type;
    return isPublicPostType(postType) ? toEdge(contentTypeNode(postType)) : null;
  },
  template: () => ({ __typename: 'DefaultTemplate', templateName: 'Default' }),
  templates: (node, _args, ctx) => {
    const subject = subjectOf(node);
    return isPublicPostType(subject.post_type)
      ? postTemplates(subject, POST_TYPES[subject.post_type], isFrontPage(ctx, node))
      : null;
  },
  title: (node, { format }: FormatArgs, ctx) => formatted(ctx, node, format, node.row.title || null, node.row.title),
  // Previews show the parent's author, featured image and terms: revisions carry none of their own.
  author: (node, _args, ctx) => {
    const authorId = subjectOf(node).author_id;
    return toEdge(authorId ? loadUserNode(ctx, authorId) : null);
  },
  authorDatabaseId: (node) => subjectOf(node).author_id,
  authorId: (node) => {
    const authorId = subjectOf(node).author_id;
    return authorId ? toGlobalId('user', authorId) : null;
  },
  previewRevisionDatabaseId: (node, _args, ctx) => newestVisibleRevision(ctx, node)?.row.id ?? null,
  previewRevisionId: (node, _args, ctx) => {
    const revision = newestVisibleRevision(ctx, node);
    return revision ? toGlobalId('post', revision.row.id) : null;
  },
};

/** NodeWithContentEditor, NodeWithFeaturedImage and NodeWithRevisions: posts, pages, guides, reviews. */
export const articleResolvers: ObjectResolvers<PostNode> = {
  content: (node, { format }: FormatArgs, ctx) =>
    formatted(
      ctx,
      node,
      format,
      node.row.content ? renderContent(node.row.content, ctx.config.publicUrl) : null,
      node.row.content,
    ),
  featuredImage: (node, _args, ctx) => {
    const mediaId = subjectOf(node).featured_media_id;
    return toEdge(mediaId ? loadPostNode(ctx, mediaId) : null);
  },
  featuredImageDatabaseId: (node) => subjectOf(node).featured_media_id,
  featuredImageId: (node) => {
    const mediaId = subjectOf(node).featured_media_id;
    return mediaId ? toGlobalId('post', mediaId) : null;
  },
  isRevision: (node) => node.row.post_type === 'revision',
  hasPassword: () => false,
  preview: (node, _args, ctx) => toEdge(newestVisibleRevision(ctx, node)),
  revisionOf: (node, _args, ctx) => toEdge(node.parent ? toPostNode(ctx, node.parent) : null),
  revisions: (node, args: ConnectionArgs, ctx) => {
    const rows = node.parent || !canEditPost(ctx.viewer, node.row) ? [] : ctx.store.posts.listRevisions(node.row.id);
    const nodes = rows.map((row) => toPostNode(ctx, row)).filter((n): n is PostNode => n !== null);
    return toConnection(nodes, args, (n) => n.row.id);
  },
};

/** NodeWithExcerpt: posts, guides and reviews (pages have no excerpt in WordPress). */
export const excerptResolvers: ObjectResolvers<PostNode> = {
  excerpt: (node, { format }: FormatArgs, ctx) =>
    formatted(ctx, node, format, renderExcerpt(node.row.excerpt, node.row.content), node.row.excerpt),
};

/** NodeWithComments: posts, pages and media items. Comments are closed here, so there are none. */
export const commentResolvers: ObjectResolvers<PostNode> = {
  commentCount: () => null,
  commentStatus: (node) => subjectOf(node).comment_status,
};
