/**
 * General settings and content types (archives).
 * Copied from the reference schema (WPGraphQL 2.20 + FaustWP 1.5), keeping only the fields this
 * service resolves; names, arguments, nullability and interfaces are unchanged.
 */
export const settingsTypeDefs = /* GraphQL */ `
  type GeneralSettings implements Node {
    dateFormat: String
    description: String
    homeUrl: String
    id: ID!
    language: String
    startOfWeek: Int
    timeFormat: String
    timezone: String
    title: String
    url: String
  }

  type ContentType implements Node & UniformResourceIdentifiable {
    contentNodes(
      first: Int
      last: Int
      after: String
      before: String
      where: ContentTypeToContentNodeConnectionWhereArgs
    ): ContentTypeToContentNodeConnection
    description: String
    graphqlPluralName: String
    graphqlSingleName: String
    hasArchive: Boolean
    hierarchical: Boolean
    id: ID!
    isComment: Boolean!
    isContentNode: Boolean!
    isFrontPage: Boolean!
    isPostsPage: Boolean!
    isRestricted: Boolean
    isTermNode: Boolean!
    label: String
    name: String
    public: Boolean
    restBase: String
    templates: [String]
    uri: String
  }
`;
