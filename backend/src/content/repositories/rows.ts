import type { PostType } from '../model/post-types.js';
import type { TaxonomyName } from '../model/taxonomies.js';
import type { UserRole } from '../viewer.js';

/**
 * Statuses the content service stores; `inherit` is for revisions and attachments, `trash` for
 * what REST DELETE moved to the trash, as in WordPress.
 */
export type PostStatus = 'publish' | 'draft' | 'inherit' | 'trash';

/** One wp_posts row, as the repositories return it. */
export interface PostRow {
  id: number;
  post_type: PostType;
  status: PostStatus;
  slug: string;
  title: string;
  content: string;
  excerpt: string;
  author_id: number | null;
  parent_id: number | null;
  menu_order: number;
  featured_media_id: number | null;
  date: string;
  date_gmt: string;
  modified: string;
  modified_gmt: string;
  comment_status: string;
  ping_status: string;
  is_sticky: 0 | 1;
  language: string | null;
  translation_group: string | null;
}

export interface MediaRow {
  post_id: number;
  upload_path: string;
  mime_type: string;
  width: number;
  height: number;
  alt_text: string;
  file_size: number;
}

export interface TermRow {
  id: number;
  taxonomy: TaxonomyName | 'nav_menu';
  name: string;
  slug: string;
  description: string;
  parent_id: number | null;
}

/** A user as anything but password checking sees it: the hash is never selected. */
export interface UserRow {
  id: number;
  login: string;
  email: string;
  nicename: string;
  display_name: string;
  first_name: string;
  last_name: string;
  description: string;
  url: string;
  role: UserRole;
  locale: string;
  avatar_path: string | null;
  registered: string;
}

export interface MenuItemRow {
  post_id: number;
  menu_id: number;
  parent_item_id: number | null;
  url: string | null;
  linked_post_id: number | null;
  target: string | null;
  css_classes: string;
  description: string;
  link_relationship: string | null;
  label: string;
  menu_order: number;
}

export interface LanguageRow {
  slug: string;
  name: string;
  locale: string;
  is_default: 0 | 1;
  position: number;
}

export interface UploadRow {
  path: string;
  mime_type: string;
  body: Buffer;
  modified: string;
}
