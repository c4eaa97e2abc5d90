/**
 * Reviews.
 * Copied from the reference schema (WPGraphQL 2.20 + FaustWP 1.5), keeping only the fields this
 * service resolves; names, arguments, nullability and interfaces are unchanged.
 */
export const reviewTypeDefs = /* GraphQL */ `
  type Review implements Node &
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
    preview: ReviewToPreviewConnectionEdge
    previewRevisionDatabaseId: Int
    previewRevisionId: ID
    reviewCategories(
      first: Int
      last: Int
      after: String
      before: String
      where: ReviewToReviewCategoryConnectionWhereArgs
    ): ReviewToReviewCategoryConnection
    reviewId: Int! @deprecated(reason: "Deprecated in favor of the databaseId field")
    revisionOf: NodeWithRevisionsToContentNodeConnectionEdge
    revisions(first: Int, last: Int, after: String, before: String): ReviewToRevisionConnection
    slug: String
    status: String
    template: ContentTemplate
    templates: [String]
    title(format: PostObjectFieldFormatEnum): String
    uri: String
  }

  type ReviewCategory implements Node &
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
      where: ReviewCategoryToReviewCategoryConnectionWhereArgs
    ): ReviewCategoryToReviewCategoryConnection
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
    parent: ReviewCategoryToParentReviewCategoryConnectionEdge
    parentDatabaseId: Int
    parentId: ID
    reviewCategoryId: Int @deprecated(reason: "Deprecated in favor of databaseId")
    reviews(
      first: Int
      last: Int
      after: String
      before: String
      where: ReviewCategoryToReviewConnectionWhereArgs
    ): ReviewCategoryToReviewConnection
    slug: String
    taxonomyName: String
    templates: [String]
    termGroupId: Int
    termTaxonomyId: Int
    uri: String
  }

  # Not in the reference schema: it gives reviews no field group, but the site must know which
  # catalogue product a review covers. Shaped like the guide groups (productcard is a product id).
  extend type Review {
    reviewACF: ReviewACF
  }

  type ReviewACF {
    productName: String
    productcard: String
    rating: Float
    subheading: String
  }
`;
