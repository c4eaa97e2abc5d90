/**
 * What the content service offers the other areas of the backend (accounts, FaustWP's side, reads
 * and writes of `wp_users` and the site's options): its users, passwords, viewers and uploads'
 * URLs, and its settings. Anything not exported here is content's own; import from this file only.
 */
export { loadContentConfig, type ContentConfig } from './config.js';
export { createSiteRepository, type SiteRepository } from './repositories/site.js';
export { createUserRepository } from './repositories/users.js';
export type { UserRow } from './repositories/rows.js';
export { DEFAULT_AVATAR_PATH, uploadUrl } from './uploads/paths.js';
export { hashPassword, hashPasswordSync, verifyPassword, type VerifiedUser } from './users.js';
export {
  createBearerViewerResolver,
  viewerForUser,
  type UserRole,
  type Viewer,
  type ViewerResolver,
  mayWriteContent,
  type EditorPasswordCheck,
} from './viewer.js';
