import { toGlobalId } from '../../model/global-id.js';
import type { ContentTypeNode } from '../../model/nodes.js';
import { contentTypeTemplates } from '../../model/templates.js';
import type { OptionName } from '../../repositories/site.js';
import type { ContentContext } from '../context.js';
import { permalinkPath } from '../../model/uris.js';
import { ancestorSlugs } from '../../model/node-uris.js';
import { resolvePostConnection, type PostConnectionArgs } from './post-connections.js';
import type { ObjectResolvers } from './types.js';

/** The generalSettings object, read from wp_options as WordPress's Settings API exposes them. */
export function generalSettings(ctx: ContentContext) {
  const option = (name: OptionName) => ctx.store.site.getOption(name) ?? null;
  const startOfWeek = option('start_of_week');
  return {
    id: toGlobalId('settings', 'general'),
    title: option('blogname'),
    description: option('blogdescription'),
    url: ctx.config.publicUrl,
    homeUrl: ctx.config.publicUrl,
    language: option('WPLANG'),
    dateFormat: option('date_format'),
    timeFormat: option('time_format'),
    timezone: option('timezone_string'),
    startOfWeek: startOfWeek === null ? null : Number(startOfWeek),
  };
}

/**
 * The URI of a content type's archive. For `post` it is the posts page when one is set, else the
 * home page (get_post_type_archive_link); custom types with has_archive use their slug.
 */
export function contentTypeUri(ctx: ContentContext, node: ContentTypeNode): string | null {
  const { definition } = node;
  if (definition.name === 'post') {
    const site = ctx.site();
    const postsPage = [...site.postsPageIds]
      .map((id) => ctx.store.posts.get(id))
      .find((row) => row?.status === 'publish' && (row.language ?? site.defaultLanguage) === site.defaultLanguage);
    return postsPage ? permalinkPath(postsPage, site, ancestorSlugs(ctx.store, postsPage)) : '/';
  }
  return definition.archiveSlug ? `/${definition.archiveSlug}/` : null;
}

/** ContentType is `post` only when the site shows latest posts on the front page. */
const isPostsOnFront = (ctx: ContentContext, node: ContentTypeNode) =>
  node.definition.name === 'post' && ctx.site().showOnFront === 'posts';

export const contentTypeResolvers: ObjectResolvers<ContentTypeNode> = {
  id: (node) => toGlobalId('post_type', node.definition.name),
  name: (node) => node.definition.name,
  label: (node) => node.definition.label,
  description: (node) => node.definition.description,
  graphqlSingleName: (node) => node.definition.graphqlSingleName,
  graphqlPluralName: (node) => node.definition.graphqlPluralName,
  hasArchive: (node) => node.definition.archiveSlug !== null,
  hierarchical: (node) => node.definition.hierarchical,
  public: () => true,
  restBase: (node) => node.definition.restBase,
  uri: (node, _args, ctx) => contentTypeUri(ctx, node),
  // WPGraphQL: the `post` type is always the posts page; other archives never are.
  isPostsPage: (node) => node.definition.name === 'post',
  isFrontPage: (node, _args, ctx) => isPostsOnFront(ctx, node),
  isContentNode: () => false,
  isTermNode: () => false,
  isComment: () => false,
  isRestricted: () => false,
  templates: (node, _args, ctx) => contentTypeTemplates(node.definition, isPostsOnFront(ctx, node)),
  contentNodes: (node, args: PostConnectionArgs, ctx) => resolvePostConnection(ctx, [node.definition.name], args),
};
