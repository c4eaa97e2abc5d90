/**
 * Categories and tags (guide and review categories live beside their post types).
 * Copied from the reference schema (WPGraphQL 2.20 + FaustWP 1.5), keeping only the fields this
 * service resolves; names, arguments, nullability and interfaces are unchanged.
 */
export const termTypeDefs = /* GraphQL */ `
  type Category implements Node &
    TermNode &
    UniformResourceIdentifiable &
    DatabaseIdentifier &
    HierarchicalTermNode &
    HierarchicalNode &
    MenuItemLinkable {
    categoryId: Int @deprecated(reason: "Deprecated in favor of databaseId")
    children(
      first: Int
      last: Int
      after: String
      before: String
      where: CategoryToCategoryConnectionWhereArgs
    ): CategoryToCategoryConnection
    count: Int
    databaseId: Int!
    description: String
    id: ID!
    isComment: Boolean!
    isContentNode: Boolean!
    isFrontPage: Boolean!
    isPostsPage: Boolean!
    isRestricted: Boolean
    isTermNode: Boolean!
    link: String
    name: String
    parent: CategoryToParentCategoryConnectionEdge
    parentDatabaseId: Int
    parentId: ID
    posts(
      first: Int
      last: Int
      after: String
      before: String
      where: CategoryToPostConnectionWhereArgs
    ): CategoryToPostConnection
    slug: String
    taxonomyName: String
    templates: [String]
    termGroupId: Int
    termTaxonomyId: Int
    uri: String
  }

  type Tag implements Node & TermNode & UniformResourceIdentifiable & DatabaseIdentifier & MenuItemLinkable {
    count: Int
    databaseId: Int!
    description: String
    id: ID!
    isComment: Boolean!
    isContentNode: Boolean!
    isFrontPage: Boolean!
    isPostsPage: Boolean!
    isRestricted: Boolean
    isTermNode: Boolean!
    link: String
    name: String
    posts(
      first: Int
      last: Int
      after: String
      before: String
      where: TagToPostConnectionWhereArgs
    ): TagToPostConnection
    slug: String
    tagId: Int @deprecated(reason: "Deprecated in favor of databaseId")
    taxonomyName: String
    templates: [String]
    termGroupId: Int
    termTaxonomyId: Int
    uri: String
  }
`;
