/**
 * Users, avatars and roles.
 * Copied from the reference schema (WPGraphQL 2.20 + FaustWP 1.5), keeping only the fields this
 * service resolves; names, arguments, nullability and interfaces are unchanged.
 */
export const userTypeDefs = /* GraphQL */ `
  type Avatar {
    default: String
    forceDefault: Boolean
    foundAvatar: Boolean
    height: Int
    isRestricted: Boolean
    rating: String
    scheme: String
    size: Int
    url: String
    width: Int
  }

  type User implements Node & UniformResourceIdentifiable & Commenter & DatabaseIdentifier {
    avatar(size: Int = 96, forceDefault: Boolean, rating: AvatarRatingEnum): Avatar
    capabilities: [String]
    databaseId: Int!
    description: String
    email: String
    firstName: String
    guides(
      first: Int
      last: Int
      after: String
      before: String
      where: UserToGuideConnectionWhereArgs
    ): UserToGuideConnection
    id: ID!
    isComment: Boolean!
    isContentNode: Boolean!
    isFrontPage: Boolean!
    isPostsPage: Boolean!
    isRestricted: Boolean
    isTermNode: Boolean!
    lastName: String
    locale: String
    name: String
    nicename: String
    nickname: String
    pages(
      first: Int
      last: Int
      after: String
      before: String
      where: UserToPageConnectionWhereArgs
    ): UserToPageConnection
    posts(
      first: Int
      last: Int
      after: String
      before: String
      where: UserToPostConnectionWhereArgs
    ): UserToPostConnection
    registeredDate: String
    reviews(
      first: Int
      last: Int
      after: String
      before: String
      where: UserToReviewConnectionWhereArgs
    ): UserToReviewConnection
    roles(first: Int, last: Int, after: String, before: String): UserToUserRoleConnection
    shouldShowFaustToolbar: Boolean
    slug: String
    templates: [String]
    uri: String
    url: String
    userId: Int @deprecated(reason: "Deprecated in favor of the databaseId field")
    username: String
  }

  type UserRole implements Node {
    capabilities: [String]
    displayName: String
    id: ID!
    isRestricted: Boolean
    name: String
  }
`;
