import { toConnection, type ConnectionArgs } from '../../model/connection.js';
import { toGlobalId } from '../../model/global-id.js';
import type { UserNode, UserRoleNode } from '../../model/nodes.js';
import type { PublicPostType } from '../../model/post-types.js';
import { userTemplates } from '../../model/templates.js';
import { userUri } from '../../model/uris.js';
import { canSeeUserPrivateFields } from '../../model/visibility.js';
import { capabilitiesForRole, type UserRole } from '../../viewer.js';
import type { ContentContext } from '../context.js';
import { DEFAULT_AVATAR_PATH, uploadUrl } from '../../uploads/paths.js';
import { resolvePostConnection, type PostConnectionArgs } from './post-connections.js';
import type { ObjectResolvers } from './types.js';

const ROLE_NAMES: Record<UserRole, string> = {
  administrator: 'Administrator',
  editor: 'Editor',
  author: 'Author',
  contributor: 'Contributor',
  subscriber: 'Subscriber',
};

/** Fields WPGraphQL's Model\User restricts to the user themselves and to list_users. */
const restricted =
  <T>(read: (node: UserNode) => T) =>
  (node: UserNode, _args: unknown, ctx: ContentContext): T | null =>
    canSeeUserPrivateFields(ctx.viewer, node.row) ? read(node) : null;

const authored = (postType: PublicPostType) => (node: UserNode, args: PostConnectionArgs, ctx: ContentContext) =>
  resolvePostConnection(ctx, [postType], args, { authorIds: [node.row.id] });

export const userResolvers: ObjectResolvers<UserNode> = {
  id: (node) => toGlobalId('user', node.row.id),
  databaseId: (node) => node.row.id,
  userId: (node) => node.row.id,
  name: (node) => node.row.display_name,
  firstName: (node) => node.row.first_name || null,
  lastName: (node) => node.row.last_name || null,
  nickname: (node) => node.row.first_name || node.row.display_name,
  nicename: (node) => node.row.nicename,
  slug: (node) => node.row.nicename,
  uri: (node) => userUri(node.row.nicename),
  url: (node) => node.row.url || null,
  description: (node) => node.row.description || null,
  locale: restricted((node) => node.row.locale),
  registeredDate: restricted((node) => node.row.registered),
  email: restricted((node) => node.row.email),
  username: restricted((node) => node.row.login),
  capabilities: restricted((node) => [...capabilitiesForRole(node.row.role)]),
  roles: (node, args: ConnectionArgs, ctx) => {
    const roles: UserRoleNode[] = canSeeUserPrivateFields(ctx.viewer, node.row)
      ? [{ __typename: 'UserRole', name: node.row.role }]
      : [];
    return toConnection(roles, args, (role) => role.name);
  },
  avatar: (node, { size }: { size?: number | null }, ctx) => {
    const pixels = size ?? 96;
    return {
      url: uploadUrl(ctx.config.publicUrl, node.row.avatar_path ?? DEFAULT_AVATAR_PATH),
      size: pixels,
      width: pixels,
      height: pixels,
      foundAvatar: node.row.avatar_path !== null,
      default: 'mm',
      rating: 'g',
      forceDefault: false,
      scheme: null,
      isRestricted: false,
    };
  },
  // FaustWP shows its toolbar to a signed-in user who can edit content.
  shouldShowFaustToolbar: (node, _args, ctx) =>
    ctx.viewer?.userId === node.row.id && ctx.viewer.capabilities.has('edit_posts'),
  isRestricted: () => false,
  isComment: () => false,
  isContentNode: () => false,
  isTermNode: () => false,
  isFrontPage: () => false,
  isPostsPage: () => false,
  templates: (node) => userTemplates(node.row.nicename, node.row.id),
  posts: authored('post'),
  pages: authored('page'),
  guides: authored('guide'),
  reviews: authored('review'),
};

export const userRoleResolvers: ObjectResolvers<UserRoleNode> = {
  id: (role) => toGlobalId('user_role', role.name),
  name: (role) => role.name,
  displayName: (role) => ROLE_NAMES[role.name],
  capabilities: (role) => [...capabilitiesForRole(role.name)],
  isRestricted: () => false,
};
