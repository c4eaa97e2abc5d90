/**
 * Posts (news) and pages.
 * Copied from the reference schema (WPGraphQL 2.20 + FaustWP 1.5), keeping only the fields this
 * service resolves; names, arguments, nullability and interfaces are unchanged.
 */
export const postPageTypeDefs = /* GraphQL */ `
  type Page implements Node &
    ContentNode &
    UniformResourceIdentifiable &
    DatabaseIdentifier &
    NodeWithTemplate &
    Previewable &
    NodeWithTitle &
    NodeWithContentEditor &
    NodeWithAuthor &
    NodeWithFeaturedImage &
    NodeWithComments &
    NodeWithRevisions &
    NodeWithPageAttributes &
    HierarchicalContentNode &
    HierarchicalNode &
    MenuItemLinkable {
    author: NodeWithAuthorToUserConnectionEdge
    authorDatabaseId: Int
    authorId: ID
    commentCount: Int
    commentStatus: String
    content(format: PostObjectFieldFormatEnum): String
    contentType: ContentNodeToContentTypeConnectionEdge
    contentTypeName: String!
    databaseId: Int!
    date: String
    dateGmt: String
    desiredSlug: String
    enclosure: String
    featuredImage: NodeWithFeaturedImageToMediaItemConnectionEdge
    featuredImageDatabaseId: Int
    featuredImageId: ID
    guid: String
    hasPassword: Boolean
    id: ID!
    isComment: Boolean!
    isContentNode: Boolean!
    isFrontPage: Boolean!
    isPostsPage: Boolean!
    isPreview: Boolean
    isPrivacyPage: Boolean!
    isRestricted: Boolean
    isRevision: Boolean
    isTermNode: Boolean!
    link: String
    menuOrder: Int
    modified: String
    modifiedGmt: String
    pageId: Int! @deprecated(reason: "Deprecated in favor of the databaseId field")
    parent: HierarchicalContentNodeToParentContentNodeConnectionEdge
    parentDatabaseId: Int
    parentId: ID
    preview: PageToPreviewConnectionEdge
    previewRevisionDatabaseId: Int
    previewRevisionId: ID
    revisionOf: NodeWithRevisionsToContentNodeConnectionEdge
    revisions(first: Int, last: Int, after: String, before: String): PageToRevisionConnection
    slug: String
    status: String
    template: ContentTemplate
    templates: [String]
    title(format: PostObjectFieldFormatEnum): String
    uri: String
  }

  type Post implements Node &
    ContentNode &
    UniformResourceIdentifiable &
    DatabaseIdentifier &
    NodeWithTemplate &
    Previewable &
    NodeWithTitle &
    NodeWithContentEditor &
    NodeWithAuthor &
    NodeWithFeaturedImage &
    NodeWithExcerpt &
    NodeWithComments &
    NodeWithTrackbacks &
    NodeWithRevisions &
    MenuItemLinkable {
    author: NodeWithAuthorToUserConnectionEdge
    authorDatabaseId: Int
    authorId: ID
    categories(
      first: Int
      last: Int
      after: String
      before: String
      where: PostToCategoryConnectionWhereArgs
    ): PostToCategoryConnection
    commentCount: Int
    commentStatus: String
    content(format: PostObjectFieldFormatEnum): String
    contentType: ContentNodeToContentTypeConnectionEdge
    contentTypeName: String!
    databaseId: Int!
    date: String
    dateGmt: String
    desiredSlug: String
    enclosure: String
    excerpt(format: PostObjectFieldFormatEnum): String
    featuredImage: NodeWithFeaturedImageToMediaItemConnectionEdge
    featuredImageDatabaseId: Int
    featuredImageId: ID
    guid: String
    hasPassword: Boolean
    id: ID!
    isComment: Boolean!
    isContentNode: Boolean!
    isFrontPage: Boolean!
    isPostsPage: Boolean!
    isPreview: Boolean
    isRestricted: Boolean
    isRevision: Boolean
    isSticky: Boolean!
    isTermNode: Boolean!
    link: String
    modified: String
    modifiedGmt: String
    pingStatus: String
    pinged: [String]
    postId: Int! @deprecated(reason: "Deprecated in favor of the databaseId field")
    preview: PostToPreviewConnectionEdge
    previewRevisionDatabaseId: Int
    previewRevisionId: ID
    revisionOf: NodeWithRevisionsToContentNodeConnectionEdge
    revisions(first: Int, last: Int, after: String, before: String): PostToRevisionConnection
    slug: String
    status: String
    tags(first: Int, last: Int, after: String, before: String, where: PostToTagConnectionWhereArgs): PostToTagConnection
    template: ContentTemplate
    templates: [String]
    title(format: PostObjectFieldFormatEnum): String
    toPing: [String]
    uri: String
  }
`;
