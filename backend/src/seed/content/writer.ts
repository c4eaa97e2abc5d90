import type { Db } from '../../db/connection.js';
import type { PostType } from '../../content/model/post-types.js';
import type { TaxonomyName } from '../../content/model/taxonomies.js';
import type { PostStatus } from '../../content/repositories/rows.js';

/** The site's timezone (timezone_string): post dates are stored local, with their GMT twin. */
export const SITE_TIMEZONE = 'Europe/London';

const londonParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: SITE_TIMEZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** `2025-06-03T09:00:00` London time → `2025-06-03T08:00:00` GMT (BST is GMT+1 in summer). */
export function londonToGmt(local: string): string {
  const asUtc = Date.parse(`${local}Z`);
  const parts = Object.fromEntries(londonParts.formatToParts(new Date(asUtc)).map((p) => [p.type, p.value]));
  const shown = Date.parse(`${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}Z`);
  return new Date(asUtc - (shown - asUtc)).toISOString().slice(0, 19);
}

export interface PostInput {
  postType: PostType;
  status: PostStatus;
  slug: string;
  title: string;
  content?: string;
  excerpt?: string;
  authorId?: number | null;
  parentId?: number | null;
  menuOrder?: number;
  featuredMediaId?: number | null;
  /** Local (London) time, `YYYY-MM-DDTHH:MM:SS`. */
  date: string;
  modified?: string;
  language?: string | null;
  translationGroup?: string | null;
  commentStatus?: 'open' | 'closed';
  isSticky?: boolean;
}

export function insertPost(db: Db, input: PostInput): number {
  const modified = input.modified ?? input.date;
  const result = db
    .prepare(
      `INSERT INTO wp_posts (post_type, status, slug, title, content, excerpt, author_id, parent_id, menu_order,
         featured_media_id, date, date_gmt, modified, modified_gmt, comment_status, ping_status, is_sticky, language,
         translation_group)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'closed', ?, ?, ?)`,
    )
    .run(
      input.postType,
      input.status,
      input.slug,
      input.title,
      input.content ?? '',
      input.excerpt ?? '',
      input.authorId ?? null,
      input.parentId ?? null,
      input.menuOrder ?? 0,
      input.featuredMediaId ?? null,
      input.date,
      londonToGmt(input.date),
      modified,
      londonToGmt(modified),
      input.commentStatus ?? 'closed',
      input.isSticky ? 1 : 0,
      input.language ?? null,
      input.translationGroup ?? null,
    );
  return Number(result.lastInsertRowid);
}

export function insertUpload(db: Db, path: string, mimeType: string, body: string | Buffer, modified: string): void {
  db.prepare('INSERT INTO wp_uploads (path, mime_type, body, modified) VALUES (?, ?, ?, ?)').run(
    path,
    mimeType,
    Buffer.isBuffer(body) ? body : Buffer.from(body, 'utf8'),
    `${londonToGmt(modified)}Z`,
  );
}

export interface AttachmentInput {
  path: string;
  svg: string;
  width: number;
  height: number;
  /** Attachment title (the media library name), alt text, caption and description. */
  title: string;
  alt: string;
  caption: string;
  description: string;
  date: string;
  authorId: number | null;
  parentId?: number | null;
}

/** An uploaded SVG and its attachment post (slug = file name, as WordPress derives it). */
export function insertAttachment(db: Db, input: AttachmentInput): number {
  insertUpload(db, input.path, 'image/svg+xml', input.svg, input.date);
  const slug = input.path
    .split('/')
    .pop()!
    .replace(/\.[a-z]+$/, '');
  const id = insertPost(db, {
    postType: 'attachment',
    status: 'inherit',
    slug,
    title: input.title,
    content: input.description,
    excerpt: input.caption,
    authorId: input.authorId,
    parentId: input.parentId ?? null,
    date: input.date,
  });
  db.prepare('INSERT INTO wp_media (post_id, upload_path, width, height, alt_text) VALUES (?, ?, ?, ?, ?)').run(
    id,
    input.path,
    input.width,
    input.height,
    input.alt,
  );
  return id;
}

export interface TermInput {
  taxonomy: TaxonomyName | 'nav_menu';
  name: string;
  slug: string;
  description?: string;
  parentId?: number | null;
}

export function insertTerm(db: Db, input: TermInput): number {
  return Number(
    db
      .prepare('INSERT INTO wp_terms (taxonomy, name, slug, description, parent_id) VALUES (?, ?, ?, ?, ?)')
      .run(input.taxonomy, input.name, input.slug, input.description ?? '', input.parentId ?? null).lastInsertRowid,
  );
}

export function relateTerms(db: Db, postId: number, termIds: readonly number[]): void {
  const insert = db.prepare('INSERT INTO wp_term_relationships (post_id, term_id, term_order) VALUES (?, ?, ?)');
  termIds.forEach((termId, order) => insert.run(postId, termId, order));
}

export function setOption(db: Db, name: string, value: string | number): void {
  db.prepare(
    'INSERT INTO wp_options (name, value) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET value = excluded.value',
  ).run(name, String(value));
}
