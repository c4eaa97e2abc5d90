import type { PostRow, UserRow } from '../repositories/rows.js';
import type { Viewer } from '../viewer.js';
import { isPublicPostType, POST_TYPES } from './post-types.js';

/**
 * WordPress's `edit_post` meta capability: the author may edit their own post with edit_posts (or
 * edit_pages), anyone else needs edit_others_posts (edit_others_pages) — the capability_type of the
 * post type decides which pair applies.
 */
export function canEditPost(viewer: Viewer | null, row: PostRow): boolean {
  if (!viewer || !isPublicPostType(row.post_type)) return false;
  const pages = POST_TYPES[row.post_type].capabilityType === 'page';
  if (!viewer.capabilities.has(pages ? 'edit_pages' : 'edit_posts')) return false;
  if (row.author_id === viewer.userId) return true;
  return viewer.capabilities.has(pages ? 'edit_others_pages' : 'edit_others_posts');
}

/**
 * Whether a post-like row may be returned at all (WPGraphQL's Model\Post::is_private): attachments
 * and published content are public; drafts need edit rights on the post; a revision needs edit
 * rights on its parent. Private rows resolve to null, never to an error.
 */
export function canViewPost(viewer: Viewer | null, row: PostRow, parent: PostRow | undefined): boolean {
  if (row.post_type === 'attachment' || row.post_type === 'nav_menu_item') return true;
  if (row.post_type === 'revision') return parent !== undefined && canEditPost(viewer, parent);
  if (row.status === 'publish') return true;
  return canEditPost(viewer, row);
}

/**
 * WPGraphQL's Model\User::is_private: a user is public once they have published content; otherwise
 * only they themselves and those who can list_users see them. This keeps shopper accounts unlisted.
 */
export function canViewUser(viewer: Viewer | null, user: UserRow, publishedCount: number): boolean {
  return publishedCount > 0 || canSeeUserPrivateFields(viewer, user);
}

/** Email, username, roles and capabilities: for the user themselves and for list_users only. */
export function canSeeUserPrivateFields(viewer: Viewer | null, user: UserRow): boolean {
  return viewer !== null && (viewer.userId === user.id || viewer.capabilities.has('list_users'));
}
