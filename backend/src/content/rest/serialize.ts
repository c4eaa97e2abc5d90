import { POST_TYPES } from '../model/post-types.js';
import { postNodeUri, termRowUri } from '../model/node-uris.js';
import { renderContent } from '../model/content-filter.js';
import { renderExcerpt } from '../model/excerpt.js';
import { TAXONOMY_DEFINITIONS, type TaxonomyName } from '../model/taxonomies.js';
import { userUri } from '../model/uris.js';
import type { PostNode } from '../model/nodes.js';
import type { ContentContext } from '../graphql/context.js';
import { loadPostNode } from '../graphql/loaders.js';
import type { TermRow, UserRow } from '../repositories/rows.js';
import { DEFAULT_AVATAR_PATH, uploadUrl } from '../uploads/paths.js';

/** Which `_embedded` relations to include: all of them for a bare `_embed`, else the ones listed. */
export type EmbedSelection = ReadonlySet<'author' | 'wp:featuredmedia' | 'wp:term'> | null;

const CURIES = [{ name: 'wp', href: 'https://api.w.org/{rel}', templated: true }];

const api = (ctx: ContentContext, path: string) => `${ctx.config.publicUrl}/wp-json/wp/v2/${path}`;
const upload = (ctx: ContentContext, path: string) => uploadUrl(ctx.config.publicUrl, path);
/** FaustWP rewrites post and term links to the headless front end (outside GraphQL requests). */
const frontend = (ctx: ContentContext, uri: string | null) => `${ctx.config.frontendUrl}${uri ?? '/'}`;

/** wpautop's output for stored one-paragraph text. */
const paragraph = (text: string) => (text.trim() ? `<p>${text.trim()}</p>\n` : '');

function restAuthor(ctx: ContentContext, user: UserRow) {
  const avatar = upload(ctx, user.avatar_path ?? DEFAULT_AVATAR_PATH);
  return {
    id: user.id,
    name: user.display_name,
    url: user.url,
    description: user.description,
    link: `${ctx.config.publicUrl}${userUri(user.nicename)}`,
    slug: user.nicename,
    avatar_urls: { 24: avatar, 48: avatar, 96: avatar },
    _links: {
      self: [{ href: api(ctx, `users/${user.id}`), targetHints: { allow: ['GET'] } }],
      collection: [{ href: api(ctx, 'users') }],
    },
  };
}

function restMedia(ctx: ContentContext, mediaId: number) {
  const node = loadPostNode(ctx, mediaId);
  const media = ctx.store.media.getMedia(mediaId);
  if (!node || !media) return null;
  const sourceUrl = upload(ctx, media.upload_path);
  const file = media.upload_path.split('/').pop()!;
  return {
    id: node.row.id,
    date: node.row.date,
    slug: node.row.slug,
    type: 'attachment',
    link: `${ctx.config.publicUrl}/${node.row.slug}/`,
    title: { rendered: node.row.title },
    author: node.row.author_id ?? 0,
    featured_media: 0,
    caption: { rendered: paragraph(node.row.excerpt) },
    alt_text: media.alt_text,
    media_type: media.mime_type.startsWith('image/') ? 'image' : 'file',
    mime_type: media.mime_type,
    media_details: {
      width: media.width,
      height: media.height,
      file: media.upload_path,
      filesize: media.file_size,
      // Single-size SVG uploads: the full size is the only one.
      sizes: {
        full: { file, width: media.width, height: media.height, mime_type: media.mime_type, source_url: sourceUrl },
      },
      image_meta: {
        aperture: '0',
        credit: '',
        camera: '',
        caption: '',
        created_timestamp: '0',
        copyright: '',
        focal_length: '0',
        iso: '0',
        shutter_speed: '0',
        title: '',
        orientation: '0',
        keywords: [],
        alt: '',
      },
    },
    source_url: sourceUrl,
    _links: {
      self: [{ href: api(ctx, `media/${node.row.id}`), targetHints: { allow: ['GET'] } }],
      collection: [{ href: api(ctx, 'media') }],
      about: [{ href: api(ctx, 'types/attachment') }],
      author: [{ embeddable: true, href: api(ctx, `users/${node.row.author_id ?? 0}`) }],
      replies: [{ embeddable: true, href: api(ctx, `comments?post=${node.row.id}`) }],
    },
  };
}

function restTerm(ctx: ContentContext, term: TermRow, taxonomy: TaxonomyName) {
  const { restBase, postType, restField } = TAXONOMY_DEFINITIONS[taxonomy];
  return {
    id: term.id,
    link: frontend(ctx, termRowUri(ctx.store, term)),
    name: term.name,
    slug: term.slug,
    taxonomy,
    _links: {
      self: [{ href: api(ctx, `${restBase}/${term.id}`), targetHints: { allow: ['GET'] } }],
      collection: [{ href: api(ctx, restBase) }],
      about: [{ href: api(ctx, `taxonomies/${taxonomy}`) }],
      'wp:post_type': [{ href: api(ctx, `${POST_TYPES[postType].restBase}?${restField}=${term.id}`) }],
      curies: CURIES,
    },
  };
}

const ACF_GROUPS: Partial<Record<string, 'postACF' | 'guideACF' | 'reviewACF'>> = {
  post: 'postACF',
  guide: 'guideACF',
  review: 'reviewACF',
};

/** The `acf` object: the field group ACF shows in REST for the post type. */
function restAcf(ctx: ContentContext, node: PostNode): Record<string, unknown> {
  const group = ACF_GROUPS[node.row.post_type];
  return (group && ctx.store.fields.get(node.row.id, group)) ?? {};
}

/** One item of a wp/v2 collection, in WordPress's field order (see the rest-*-embed goldens). */
export function toRestPost(ctx: ContentContext, node: PostNode, embed: EmbedSelection) {
  const { row } = node;
  const definition = POST_TYPES[row.post_type as 'post' | 'guide' | 'review'];
  const restBase = definition.restBase!;
  const link = frontend(ctx, postNodeUri(ctx.store, ctx.site(), node));
  const taxonomies = definition.taxonomies as readonly TaxonomyName[];
  const termsByTaxonomy = taxonomies.map((taxonomy) => ({
    taxonomy,
    terms: ctx.store.terms.listOfPost(row.id, taxonomy),
  }));
  const isPost = row.post_type === 'post';
  const author = row.author_id ? ctx.store.users.get(row.author_id) : undefined;
  const media = row.featured_media_id ? restMedia(ctx, row.featured_media_id) : null;

  const item: Record<string, unknown> = {
    id: row.id,
    date: row.date,
    date_gmt: row.date_gmt,
    guid: { rendered: link },
    modified: row.modified,
    modified_gmt: row.modified_gmt,
    slug: row.slug,
    status: row.status,
    type: row.post_type,
    link,
    title: { rendered: row.title },
    content: { rendered: renderContent(row.content, ctx.config.publicUrl), protected: false },
    excerpt: { rendered: renderExcerpt(row.excerpt, row.content) ?? '', protected: false },
    author: row.author_id ?? 0,
    featured_media: row.featured_media_id ?? 0,
    ...(isPost
      ? { comment_status: row.comment_status, ping_status: row.ping_status, sticky: row.is_sticky === 1 }
      : {}),
    template: '',
    ...(isPost ? { format: 'standard' } : {}),
    meta: { footnotes: '' },
    ...Object.fromEntries(
      termsByTaxonomy.map(({ taxonomy, terms }) => [TAXONOMY_DEFINITIONS[taxonomy].restField, terms.map((t) => t.id)]),
    ),
    class_list: [
      `post-${row.id}`,
      row.post_type,
      `type-${row.post_type}`,
      `status-${row.status}`,
      ...(isPost ? ['format-standard'] : []),
      ...(row.featured_media_id ? ['has-post-thumbnail'] : []),
      'hentry',
      ...termsByTaxonomy.flatMap(({ taxonomy, terms }) =>
        terms.map((term) => `${taxonomy === 'post_tag' ? 'tag' : taxonomy}-${term.slug}`),
      ),
    ],
    acf: restAcf(ctx, node),
    _links: {
      self: [{ href: api(ctx, `${restBase}/${row.id}`), targetHints: { allow: ['GET'] } }],
      collection: [{ href: api(ctx, restBase) }],
      about: [{ href: api(ctx, `types/${row.post_type}`) }],
      author: [{ embeddable: true, href: api(ctx, `users/${row.author_id ?? 0}`) }],
      ...(isPost ? { replies: [{ embeddable: true, href: api(ctx, `comments?post=${row.id}`) }] } : {}),
      'version-history': [{ count: 0, href: api(ctx, `${restBase}/${row.id}/revisions`) }],
      ...(row.featured_media_id
        ? { 'wp:featuredmedia': [{ embeddable: true, href: api(ctx, `media/${row.featured_media_id}`) }] }
        : {}),
      'wp:attachment': [{ href: api(ctx, `media?parent=${row.id}`) }],
      'wp:term': taxonomies.map((taxonomy) => ({
        taxonomy,
        embeddable: true,
        href: api(ctx, `${TAXONOMY_DEFINITIONS[taxonomy].restBase}?post=${row.id}`),
      })),
      curies: CURIES,
    },
  };
  if (embed) {
    const embedded: Record<string, unknown> = {};
    if (embed.has('author') && author) embedded.author = [restAuthor(ctx, author)];
    if (embed.has('wp:featuredmedia') && media) embedded['wp:featuredmedia'] = [media];
    if (embed.has('wp:term')) {
      embedded['wp:term'] = termsByTaxonomy.map(({ taxonomy, terms }) =>
        terms.map((term) => restTerm(ctx, term, taxonomy)),
      );
    }
    item._embedded = embedded;
  }
  return item;
}
