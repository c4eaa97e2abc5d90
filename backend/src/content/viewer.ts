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

const EDITOR_CAPABILITIES: readonly Capability[] = [
  'read',
  'edit_posts',
  'edit_others_posts',
  'edit_published_posts',
  'publish_posts',
  'read_private_posts',
  'edit_pages',
  'edit_others_pages',
  'read_private_pages',
];

const ROLE_CAPABILITIES: Record<UserRole, readonly Capability[]> = {
  administrator: [...EDITOR_CAPABILITIES, 'list_users'],
  editor: EDITOR_CAPABILITIES,
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

/** Turns a request's `Authorization` header into a viewer (null: an anonymous visitor). */
export type ViewerResolver = (authorization: string | undefined) => Viewer | null;

/** Checks a FaustWP access token and returns the user id it names, or null (see accounts/tokens). */
export type AccessTokenVerifier = (token: string) => number | null;

/**
 * FaustWP's `determine_current_user` filter (rest/callbacks.php, priority 20): split the trimmed
 * `Authorization` header on spaces and read the second part as an access token. Whatever does not
 * name a user (no header, one word, a forged, expired or non-access token, a deleted user) just
 * sets no user: WordPress carries on anonymously rather than answering 401, and so do we.
 */
export function createBearerViewerResolver(db: Db, verifyAccessToken: AccessTokenVerifier): ViewerResolver {
  return (authorization) => {
    const parts = (authorization ?? '').trim().split(' ');
    if (parts.length < 2 || !parts[1]) return null;
    const userId = verifyAccessToken(parts[1]);
    return userId === null ? null : viewerForUser(db, userId);
  };
}

/**
 * Everyone is anonymous: `registerContentRoutes`'s default when no token verifier is wired in (tests
 * of the content service alone). The server wires `registerAccountRoutes(...).resolveViewer`.
 */
export const resolveViewer: ViewerResolver = () => null;

/** The outcome of a password sign-in (accounts/ checks it, with the shared per-account and per-client limits). */
export type PasswordSignIn =
  { outcome: 'ok'; userId: number } | { outcome: 'invalid' } | { outcome: 'throttled'; retryAfterSeconds: number };

/**
 * Checks an HTTP Basic login of the content writes, from `client`: only editors (and
 * administrators) sign in there; anyone else gets the answer of a wrong password.
 */
export type EditorPasswordCheck = (login: string, password: string, client: string) => Promise<PasswordSignIn>;

/** No password sign-in at all: `registerContentRoutes`'s default when the accounts area is not wired in. */
export const noPasswordSignIn: EditorPasswordCheck = async () => ({ outcome: 'invalid' });

/** Who may write content over REST with a password: editors and administrators. */
export const mayWriteContent = (role: UserRole): boolean => capabilitiesForRole(role).has('edit_others_posts');
