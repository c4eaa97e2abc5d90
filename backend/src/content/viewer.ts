import type { Db } from '../db/connection.js';

/** WordPress roles the content service knows; the order is WordPress's, most to least powerful. */
export const USER_ROLES = ['administrator', 'editor', 'author', 'contributor', 'subscriber'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** The capabilities the content service checks (a subset of WordPress's primitive capabilities). */
export type Capability =
  | 'read'
  | 'edit_posts'
  | 'edit_others_posts'
  | 'edit_published_posts'
  | 'publish_posts'
  | 'read_private_posts'
  | 'edit_pages'
  | 'edit_others_pages'
  | 'read_private_pages'
  | 'list_users';

const ROLE_CAPABILITIES: Record<UserRole, readonly Capability[]> = {
  administrator: [
    'read', 'edit_posts', 'edit_others_posts', 'edit_published_posts', 'publish_posts', 'read_private_posts',
    'edit_pages', 'edit_others_pages', 'read_private_pages', 'list_users',
  ],
  editor: [
    'read', 'edit_posts', 'edit_others_posts', 'edit_published_posts', 'publish_posts', 'read_private_posts',
    'edit_pages', 'edit_others_pages', 'read_private_pages',
  ],
  author: ['read', 'edit_posts', 'edit_published_posts', 'publish_posts'],
  contributor: ['read', 'edit_posts'],
  subscriber: ['read'],
};

/** Who is asking. `null` everywhere means an anonymous visitor, who sees published content only. */
export interface Viewer {
  userId: number;
  role: UserRole;
  capabilities: ReadonlySet<Capability>;
}

export function capabilitiesForRole(role: UserRole): ReadonlySet<Capability> {
  return new Set(ROLE_CAPABILITIES[role]);
}

/** Builds the viewer for a known user id (e.g. the subject of a verified token); null if unknown. */
export function viewerForUser(db: Db, userId: number): Viewer | null {
  const role = db.prepare('SELECT role FROM wp_users WHERE id = ?').pluck().get(userId) as UserRole | undefined;
  return role ? { userId, role, capabilities: capabilitiesForRole(role) } : null;
}

/**
 * Turns a request's `Authorization` header into a viewer. FaustWP authenticates with
 * `Authorization: Bearer <access token>` (its `determine_current_user` filter), and those tokens are
 * only issued by the authorize route, which does not exist yet: until it does, no header can name a
 * user, so every request is anonymous. The accounts work replaces this function (or passes its own
 * resolver to `registerContentRoutes`) once it can verify tokens.
 */
export type ViewerResolver = (authorization: string | undefined) => Viewer | null;

export const resolveViewer: ViewerResolver = () => null;
