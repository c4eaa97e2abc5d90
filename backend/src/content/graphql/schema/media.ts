/**
 * Media items (attachments).
 * Copied from the reference schema (WPGraphQL 2.20 + FaustWP 1.5), keeping only the fields this
 * service resolves; names, arguments, nullability and interfaces are unchanged.
 */
export const mediaTypeDefs = /* GraphQL */ `
  type MediaDetails {
    file: String
    height: Int
    sizes(exclude: [MediaItemSizeEnum], include: [MediaItemSizeEnum]): [MediaSize]
    width: Int
  }

  type MediaItem implements Node &
    ContentNode &
    UniformResourceIdentifiable &
    DatabaseIdentifier &
    NodeWithTemplate &
    NodeWithTitle &
    NodeWithAuthor &
    NodeWithComments &
    HierarchicalContentNode &
    HierarchicalNode {
    altText: String
    author: NodeWithAuthorToUserConnectionEdge
    authorDatabaseId: Int
    authorId: ID
    caption(format: PostObjectFieldFormatEnum): String
    commentCount: Int
    commentStatus: String
    contentType: ContentNodeToContentTypeConnectionEdge
    contentTypeName: String!
    databaseId: Int!
    date: String
    dateGmt: String
    description(format: PostObjectFieldFormatEnum): String
    desiredSlug: String
    enclosure: String
    fileSize(size: MediaItemSizeEnum): Int
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
    mediaDetails: MediaDetails
    mediaItemId: Int! @deprecated(reason: "Deprecated in favor of the databaseId field")
    mediaItemUrl: String
    mediaType: String
    mimeType: String
    modified: String
    modifiedGmt: String
    parent: HierarchicalContentNodeToParentContentNodeConnectionEdge
    parentDatabaseId: Int
    parentId: ID
    previewRevisionDatabaseId: Int
    previewRevisionId: ID
    sizes(size: MediaItemSizeEnum): String
    slug: String
    sourceUrl(size: MediaItemSizeEnum): String
    srcSet(size: MediaItemSizeEnum): String
    status: String
    template: ContentTemplate
    templates: [String]
    title(format: PostObjectFieldFormatEnum): String
    uri: String
  }

  type MediaSize {
    file: String
    filePath: String
    fileSize: Int
    height: String
    mimeType: String
    name: String
    sourceUrl: String
    width: String
  }
`;
