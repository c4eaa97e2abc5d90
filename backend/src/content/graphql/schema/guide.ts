/**
 * Guides and their ACF field groups (guideACF, guidesproduct).
 * Copied from the reference schema (WPGraphQL 2.20 + FaustWP 1.5), keeping only the fields this
 * service resolves; names, arguments, nullability and interfaces are unchanged.
 */
export const guideTypeDefs = /* GraphQL */ `
  type Guide implements Node &
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
    NodeWithRevisions &
    MenuItemLinkable {
    author: NodeWithAuthorToUserConnectionEdge
    authorDatabaseId: Int
    authorId: ID
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
    guideACF: GuideACF
    guideCategories(
      first: Int
      last: Int
      after: String
      before: String
      where: GuideToGuideCategoryConnectionWhereArgs
    ): GuideToGuideCategoryConnection
    guideId: Int! @deprecated(reason: "Deprecated in favor of the databaseId field")
    guidesproduct: Guidesproduct
    hasPassword: Boolean
    id: ID!
    isComment: Boolean!
    isContentNode: Boolean!
    isFrontPage: Boolean!
    isPostsPage: Boolean!
    isPreview: Boolean
    isRestricted: Boolean
    isRevision: Boolean
    isTermNode: Boolean!
    link: String
    modified: String
    modifiedGmt: String
    preview: GuideToPreviewConnectionEdge
    previewRevisionDatabaseId: Int
    previewRevisionId: ID
    revisionOf: NodeWithRevisionsToContentNodeConnectionEdge
    revisions(first: Int, last: Int, after: String, before: String): GuideToRevisionConnection
    slug: String
    status: String
    template: ContentTemplate
    templates: [String]
    title(format: PostObjectFieldFormatEnum): String
    uri: String
  }

  type GuideACF {
    howDidWePick: [GuideACFHowDidWePick]
    howDidWePickTitle: String
    intro: String
    introTitle: String
    subheading: String
  }

  type GuideACFHowDidWePick {
    description: String
    title: String
  }

  type GuideCategory implements Node &
    TermNode &
    UniformResourceIdentifiable &
    DatabaseIdentifier &
    HierarchicalTermNode &
    HierarchicalNode &
    MenuItemLinkable {
    children(
      first: Int
      last: Int
      after: String
      before: String
      where: GuideCategoryToGuideCategoryConnectionWhereArgs
    ): GuideCategoryToGuideCategoryConnection
    count: Int
    databaseId: Int!
    description: String
    guideCategoryId: Int @deprecated(reason: "Deprecated in favor of databaseId")
    guides(
      first: Int
      last: Int
      after: String
      before: String
      where: GuideCategoryToGuideConnectionWhereArgs
    ): GuideCategoryToGuideConnection
    id: ID!
    isComment: Boolean!
    isContentNode: Boolean!
    isFrontPage: Boolean!
    isPostsPage: Boolean!
    isRestricted: Boolean
    isTermNode: Boolean!
    link: String
    name: String
    parent: GuideCategoryToParentGuideCategoryConnectionEdge
    parentDatabaseId: Int
    parentId: ID
    slug: String
    taxonomyName: String
    templates: [String]
    termGroupId: Int
    termTaxonomyId: Int
    uri: String
  }

  type Guidesproduct {
    product: [GuidesproductProduct]
    propertiesName: [GuidesproductPropertiesName]
  }

  type GuidesproductProduct {
    productName: String
    productcard: String
    properties: [GuidesproductProductProperties]
  }

  type GuidesproductProductProperties {
    propertyValue: String
  }

  type GuidesproductPropertiesName {
    propertyName: String
  }
`;
