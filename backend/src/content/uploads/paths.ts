/** Where uploads are served: WordPress's /wp-content/uploads/{path}. */
export const UPLOADS_PREFIX = '/wp-content/uploads/';

/** Shown for a user without an avatar of their own (Gravatar's "mystery person", `d=mm`). */
export const DEFAULT_AVATAR_PATH = 'avatars/default.svg';

/** Upload paths are lower-case words joined by `/`, `-`, `_` or `.`: nothing else is ever served. */
export const UPLOAD_PATH_PATTERN = /^(?:[a-z0-9][a-z0-9_-]*\/)*[a-z0-9][a-z0-9_-]*\.(svg|png|jpe?g|webp)$/;

export const uploadUrl = (publicUrl: string, path: string): string => `${publicUrl}${UPLOADS_PREFIX}${path}`;
