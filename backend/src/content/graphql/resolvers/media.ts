import type { PostNode } from '../../model/nodes.js';
import type { MediaRow } from '../../repositories/rows.js';
import { uploadUrl } from '../../uploads/paths.js';
import type { ContentContext } from '../context.js';
import { commentResolvers, contentNodeResolvers } from './content-node.js';
import { pageResolvers } from './post-page.js';
import type { FormatArgs, ObjectResolvers } from './types.js';

const fileUrl = (ctx: ContentContext, path: string): string => uploadUrl(ctx.config.publicUrl, path);

const media = (ctx: ContentContext, node: PostNode): MediaRow | undefined => ctx.store.media.getMedia(node.row.id);

/** wpautop on a one-paragraph caption or description, as the_excerpt / the_content render them. */
const paragraph = (text: string) => (text.trim() ? `<p>${text.trim()}</p>\n` : null);

/**
 * Media items. Uploads are single-size SVGs, so there are no intermediate sizes: every `size` asks
 * for the full file, as wp_get_attachment_image_src falls back to it.
 */
export const mediaItemResolvers: ObjectResolvers<PostNode> = {
  ...contentNodeResolvers,
  ...commentResolvers,
  parent: pageResolvers.parent!,
  parentDatabaseId: pageResolvers.parentDatabaseId!,
  parentId: pageResolvers.parentId!,
  mediaItemId: (node) => node.row.id,
  altText: (node, _args, ctx) => media(ctx, node)?.alt_text ?? null,
  caption: (node, { format }: FormatArgs) =>
    format === 'RAW' ? node.row.excerpt || null : paragraph(node.row.excerpt),
  description: (node, { format }: FormatArgs) =>
    format === 'RAW' ? node.row.content || null : paragraph(node.row.content),
  mimeType: (node, _args, ctx) => media(ctx, node)?.mime_type ?? null,
  mediaType: (node, _args, ctx) => (media(ctx, node)?.mime_type.startsWith('image/') ? 'image' : 'file'),
  fileSize: (node, _args, ctx) => media(ctx, node)?.file_size ?? null,
  mediaItemUrl: (node, _args, ctx) => {
    const row = media(ctx, node);
    return row ? fileUrl(ctx, row.upload_path) : null;
  },
  sourceUrl: (node, _args, ctx) => {
    const row = media(ctx, node);
    return row ? fileUrl(ctx, row.upload_path) : null;
  },
  srcSet: () => null,
  sizes: (node, _args, ctx) => {
    const row = media(ctx, node);
    return row ? `(max-width: ${row.width}px) 100vw, ${row.width}px` : null;
  },
  mediaDetails: (node, _args, ctx) => {
    const row = media(ctx, node);
    return row ? { file: row.upload_path, width: row.width, height: row.height, sizes: null } : null;
  },
};
