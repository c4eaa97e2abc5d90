/**
 * Menus and menu items.
 * Copied from the reference schema (WPGraphQL 2.20 + FaustWP 1.5), keeping only the fields this
 * service resolves; names, arguments, nullability and interfaces are unchanged.
 */
export const menuTypeDefs = /* GraphQL */ `
  type Menu implements Node & DatabaseIdentifier {
    count: Int
    databaseId: Int!
    id: ID!
    isRestricted: Boolean
    locations: [MenuLocationEnum]
    menuId: Int @deprecated(reason: "Deprecated in favor of the databaseId field")
    menuItems(
      first: Int
      last: Int
      after: String
      before: String
      where: MenuToMenuItemConnectionWhereArgs
    ): MenuToMenuItemConnection
    name: String
    slug: String
  }

  type MenuItem implements Node & DatabaseIdentifier {
    childItems(
      first: Int
      last: Int
      after: String
      before: String
      where: MenuItemToMenuItemConnectionWhereArgs
    ): MenuItemToMenuItemConnection
    connectedNode: MenuItemToMenuItemLinkableConnectionEdge
    cssClasses: [String]
    databaseId: Int!
    description: String
    id: ID!
    isRestricted: Boolean
    label: String
    linkRelationship: String
    locations: [MenuLocationEnum]
    menu: MenuItemToMenuConnectionEdge
    menuItemId: Int @deprecated(reason: "Deprecated in favor of the databaseId field")
    order: Int
    parentDatabaseId: Int
    parentId: ID
    path: String
    target: String
    title: String
    uri: String
    url: String
  }
`;
