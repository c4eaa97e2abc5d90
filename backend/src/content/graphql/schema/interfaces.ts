/**
 * The node interfaces the seed query and possibleTypes rely on.
 * Copied from the reference schema (WPGraphQL 2.20 + FaustWP 1.5), keeping only the fields this
 * service resolves; names, arguments, nullability and interfaces are unchanged.
 */
export const interfaceTypeDefs = /* GraphQL */ `
  interface Commenter implements Node & DatabaseIdentifier {
    avatar: Avatar
    databaseId: Int!
    id: ID!
    isRestricted: Boolean
    name: String
    url: String
  }

  interface ContentNode implements Node & UniformResourceIdentifiable {
    contentType: ContentNodeToContentTypeConnectionEdge
    contentTypeName: String!
    databaseId: Int!
    date: String
    dateGmt: String
    desiredSlug: String
    enclosure: String
    guid: String
    id: ID!
    isComment: Boolean!
    isContentNode: Boolean!
    isFrontPage: Boolean!
    isPostsPage: Boolean!
    isPreview: Boolean
    isRestricted: Boolean
    isTermNode: Boolean!
    link: String
    modified: String
    modifiedGmt: String
    previewRevisionDatabaseId: Int
    previewRevisionId: ID
    slug: String
    status: String
    template: ContentTemplate
    templates: [String]
    uri: String
  }

  interface ContentTemplate {
    templateName: String
  }

  type DefaultTemplate implements ContentTemplate {
    templateName: String
  }

  interface DatabaseIdentifier {
    databaseId: Int!
  }

  interface HierarchicalContentNode implements Node &
    ContentNode &
    UniformResourceIdentifiable &
    DatabaseIdentifier &
    HierarchicalNode {
    contentType: ContentNodeToContentTypeConnectionEdge
    contentTypeName: String!
    databaseId: Int!
    date: String
    dateGmt: String
    desiredSlug: String
    enclosure: String
    guid: String
    id: ID!
    isComment: Boolean!
    isContentNode: Boolean!
    isFrontPage: Boolean!
    isPostsPage: Boolean!
    isPreview: Boolean
    isRestricted: Boolean
    isTermNode: Boolean!
    link: String
    modified: String
    modifiedGmt: String
    parent: HierarchicalContentNodeToParentContentNodeConnectionEdge
    parentDatabaseId: Int
    parentId: ID
    previewRevisionDatabaseId: Int
    previewRevisionId: ID
    slug: String
    status: String
    template: ContentTemplate
    templates: [String]
    uri: String
  }

  interface HierarchicalNode implements Node & DatabaseIdentifier {
    databaseId: Int!
    id: ID!
    parentDatabaseId: Int
    parentId: ID
  }

  interface HierarchicalTermNode implements Node &
    TermNode &
    UniformResourceIdentifiable &
    DatabaseIdentifier &
    HierarchicalNode {
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
    parentDatabaseId: Int
    parentId: ID
    slug: String
    taxonomyName: String
    templates: [String]
    termGroupId: Int
    termTaxonomyId: Int
    uri: String
  }

  interface MenuItemLinkable implements Node & UniformResourceIdentifiable & DatabaseIdentifier {
    databaseId: Int!
    id: ID!
    isComment: Boolean!
    isContentNode: Boolean!
    isFrontPage: Boolean!
    isPostsPage: Boolean!
    isTermNode: Boolean!
    templates: [String]
    uri: String
  }

  interface Node {
    id: ID!
  }

  interface NodeWithAuthor implements Node {
    author: NodeWithAuthorToUserConnectionEdge
    authorDatabaseId: Int
    authorId: ID
    id: ID!
  }

  interface NodeWithComments implements Node {
    commentCount: Int
    commentStatus: String
    id: ID!
  }

  interface NodeWithContentEditor implements Node {
    content(format: PostObjectFieldFormatEnum): String
    id: ID!
  }

  interface NodeWithExcerpt implements Node {
    excerpt(format: PostObjectFieldFormatEnum): String
    id: ID!
  }

  interface NodeWithFeaturedImage implements Node {
    featuredImage: NodeWithFeaturedImageToMediaItemConnectionEdge
    featuredImageDatabaseId: Int
    featuredImageId: ID
    id: ID!
  }

  interface NodeWithPageAttributes implements Node {
    id: ID!
    menuOrder: Int
  }

  interface NodeWithRevisions implements Node {
    id: ID!
    isRevision: Boolean
    revisionOf: NodeWithRevisionsToContentNodeConnectionEdge
  }

  interface NodeWithTemplate implements Node {
    id: ID!
    template: ContentTemplate
  }

  interface NodeWithTitle implements Node {
    id: ID!
    title(format: PostObjectFieldFormatEnum): String
  }

  interface NodeWithTrackbacks implements Node {
    id: ID!
    pingStatus: String
    pinged: [String]
    toPing: [String]
  }

  interface Previewable {
    isPreview: Boolean
    previewRevisionDatabaseId: Int
    previewRevisionId: ID
  }

  interface TermNode implements Node & UniformResourceIdentifiable {
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
    slug: String
    taxonomyName: String
    templates: [String]
    termGroupId: Int
    termTaxonomyId: Int
    uri: String
  }

  interface UniformResourceIdentifiable implements Node {
    id: ID!
    isComment: Boolean!
    isContentNode: Boolean!
    isFrontPage: Boolean!
    isPostsPage: Boolean!
    isTermNode: Boolean!
    templates: [String]
    uri: String
  }
`;
