/**
 * The query root.
 * Copied from the reference schema (WPGraphQL 2.20 + FaustWP 1.5), keeping only the fields this
 * service resolves; names, arguments, nullability and interfaces are unchanged.
 */
export const rootTypeDefs = /* GraphQL */ `
  schema {
    query: RootQuery
  }

  type RootQuery {
    categories(
      first: Int
      last: Int
      after: String
      before: String
      where: RootQueryToCategoryConnectionWhereArgs
    ): RootQueryToCategoryConnection
    category(id: ID!, idType: CategoryIdType): Category
    contentNode(id: ID!, idType: ContentNodeIdTypeEnum, contentType: ContentTypeEnum, asPreview: Boolean): ContentNode
    contentType(id: ID!, idType: ContentTypeIdTypeEnum): ContentType
    contentTypes(first: Int, last: Int, after: String, before: String): RootQueryToContentTypeConnection
    generalSettings: GeneralSettings
    guide(id: ID!, idType: GuideIdType, asPreview: Boolean): Guide
    guideCategories(
      first: Int
      last: Int
      after: String
      before: String
      where: RootQueryToGuideCategoryConnectionWhereArgs
    ): RootQueryToGuideCategoryConnection
    guideCategory(id: ID!, idType: GuideCategoryIdType): GuideCategory
    guides(
      first: Int
      last: Int
      after: String
      before: String
      where: RootQueryToGuideConnectionWhereArgs
    ): RootQueryToGuideConnection
    mediaItem(id: ID!, idType: MediaItemIdType, asPreview: Boolean): MediaItem
    menu(id: ID!, idType: MenuNodeIdTypeEnum): Menu
    menuItems(
      first: Int
      last: Int
      after: String
      before: String
      where: RootQueryToMenuItemConnectionWhereArgs
    ): RootQueryToMenuItemConnection
    menus(
      first: Int
      last: Int
      after: String
      before: String
      where: RootQueryToMenuConnectionWhereArgs
    ): RootQueryToMenuConnection
    node(id: ID): Node
    nodeByUri(uri: String!): UniformResourceIdentifiable
    page(id: ID!, idType: PageIdType, asPreview: Boolean): Page
    pages(
      first: Int
      last: Int
      after: String
      before: String
      where: RootQueryToPageConnectionWhereArgs
    ): RootQueryToPageConnection
    post(id: ID!, idType: PostIdType, asPreview: Boolean): Post
    posts(
      first: Int
      last: Int
      after: String
      before: String
      where: RootQueryToPostConnectionWhereArgs
    ): RootQueryToPostConnection
    review(id: ID!, idType: ReviewIdType, asPreview: Boolean): Review
    reviewCategories(
      first: Int
      last: Int
      after: String
      before: String
      where: RootQueryToReviewCategoryConnectionWhereArgs
    ): RootQueryToReviewCategoryConnection
    reviewCategory(id: ID!, idType: ReviewCategoryIdType): ReviewCategory
    reviews(
      first: Int
      last: Int
      after: String
      before: String
      where: RootQueryToReviewConnectionWhereArgs
    ): RootQueryToReviewConnection
    tag(id: ID!, idType: TagIdType): Tag
    tags(
      first: Int
      last: Int
      after: String
      before: String
      where: RootQueryToTagConnectionWhereArgs
    ): RootQueryToTagConnection
    user(id: ID!, idType: UserNodeIdTypeEnum): User
    users(
      first: Int
      last: Int
      after: String
      before: String
      where: RootQueryToUserConnectionWhereArgs
    ): RootQueryToUserConnection
    viewer: User
  }
`;
