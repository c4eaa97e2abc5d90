import type { GraphNode, PostNode } from '../../model/nodes.js';
import type { PublicPostType } from '../../model/post-types.js';
import type { SiteState } from '../../model/site-state.js';
import { parseUri } from '../../model/uris.js';
import type { PostRow } from '../../repositories/rows.js';
import type { ContentContext } from '../context.js';
import { contentTypeNode, loadPostNode, toPostNode, toTermNode, toUserNode } from '../loaders.js';
import { ancestorSlugs } from '../../model/node-uris.js';
import { termNodeUri } from './terms.js';

const inLanguage = (row: PostRow, language: string, site: SiteState) =>
  (row.language ?? site.defaultLanguage) === language;

function publishedBySlug(
  ctx: ContentContext,
  postType: PublicPostType,
  slug: string,
  language: string,
): PostNode | null {
  const row = ctx.store.posts.getPublishedBySlug(postType, slug);
  return row && inLanguage(row, language, ctx.site()) ? toPostNode(ctx, row) : null;
}

/** `/` is the static front page of the language, or the posts archive when the site shows posts. */
function frontPage(ctx: ContentContext, language: string): GraphNode | null {
  const site = ctx.site();
  if (site.showOnFront === 'posts') return language === site.defaultLanguage ? contentTypeNode('post') : null;
  for (const id of site.frontPageIds) {
    const row = ctx.store.posts.get(id);
    if (row?.status === 'publish' && inLanguage(row, language, site)) return toPostNode(ctx, row);
  }
  return null;
}

/** A page path (`/parent/child/`) must match the page's ancestors exactly; then a post by slug. */
function pathNode(ctx: ContentContext, segments: string[], language: string): GraphNode | null {
  const site = ctx.site();
  const slug = segments[segments.length - 1]!;
  const page = ctx.store.posts.getPublishedBySlug('page', slug);
  if (
    page &&
    inLanguage(page, language, site) &&
    ancestorSlugs(ctx.store, page).join('/') === segments.slice(0, -1).join('/')
  ) {
    // The posts page's address is the posts archive (WPGraphQL answers the `post` ContentType).
    return site.postsPageIds.has(page.id) ? contentTypeNode('post') : toPostNode(ctx, page);
  }
  if (segments.length !== 1) return null;
  return publishedBySlug(ctx, 'post', slug, language) ?? publishedBySlug(ctx, 'attachment', slug, site.defaultLanguage);
}

/**
 * nodeByUri: what WordPress would show at the URI, or null (never an error) when nothing is there
 * or the viewer may not see it. Drafts are reachable only as `/?p=ID`, and only by editors.
 */
export function resolveUri(ctx: ContentContext, uri: string): GraphNode | null {
  const target = parseUri(uri, ctx.site(), [ctx.config.publicUrl, ctx.config.frontendUrl]);
  if (!target) return null;
  switch (target.kind) {
    case 'postId': {
      const node = loadPostNode(ctx, target.id);
      return node && node.row.post_type !== 'revision' ? node : null;
    }
    case 'frontPage':
      return frontPage(ctx, target.language);
    case 'user':
      return toUserNode(ctx, ctx.store.users.getByNicename(target.nicename));
    case 'term': {
      const node = toTermNode(ctx.store.terms.getBySlug(target.taxonomy, target.slugs[target.slugs.length - 1]!));
      return node && termNodeUri(ctx, node)?.endsWith(`/${target.slugs.join('/')}/`) ? node : null;
    }
    case 'archive':
      return contentTypeNode(target.postType);
    case 'single':
      return publishedBySlug(ctx, target.postType, target.slug, target.language);
    case 'path':
      return pathNode(ctx, target.segments, target.language);
  }
}
