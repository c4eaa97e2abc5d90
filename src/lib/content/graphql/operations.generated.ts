/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

export type AvatarRatingEnum =
  | 'G'
  | 'PG'
  | 'R'
  | 'X';

export type CategoryIdType =
  | 'DATABASE_ID'
  | 'ID'
  | 'NAME'
  | 'SLUG'
  | 'URI';

export type CategoryToCategoryConnectionWhereArgs = {
  exclude?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  hideEmpty?: InputMaybe<Scalars['Boolean']['input']>;
  include?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  name?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  order?: InputMaybe<OrderEnum>;
  orderby?: InputMaybe<TermObjectsConnectionOrderbyEnum>;
  parent?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  slug?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type CategoryToPostConnectionWhereArgs = {
  author?: InputMaybe<Scalars['Int']['input']>;
  authorIn?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  authorName?: InputMaybe<Scalars['String']['input']>;
  authorNotIn?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  categoryName?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  name?: InputMaybe<Scalars['String']['input']>;
  nameIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  notIn?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  orderby?: InputMaybe<Array<InputMaybe<PostObjectsConnectionOrderbyInput>>>;
  search?: InputMaybe<Scalars['String']['input']>;
  stati?: InputMaybe<Array<InputMaybe<PostStatusEnum>>>;
  status?: InputMaybe<PostStatusEnum>;
  tag?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type ContentNodeIdTypeEnum =
  | 'DATABASE_ID'
  | 'ID'
  | 'URI';

export type ContentTypeEnum =
  | 'ATTACHMENT'
  | 'GUIDE'
  | 'PAGE'
  | 'POST'
  | 'REVIEW';

export type ContentTypeIdTypeEnum =
  | 'ID'
  | 'NAME';

export type ContentTypeToContentNodeConnectionWhereArgs = {
  in?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  name?: InputMaybe<Scalars['String']['input']>;
  orderby?: InputMaybe<Array<InputMaybe<PostObjectsConnectionOrderbyInput>>>;
  search?: InputMaybe<Scalars['String']['input']>;
  stati?: InputMaybe<Array<InputMaybe<PostStatusEnum>>>;
  status?: InputMaybe<PostStatusEnum>;
};

export type GuideCategoryIdType =
  | 'DATABASE_ID'
  | 'ID'
  | 'NAME'
  | 'SLUG'
  | 'URI';

export type GuideCategoryToGuideCategoryConnectionWhereArgs = {
  exclude?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  hideEmpty?: InputMaybe<Scalars['Boolean']['input']>;
  include?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  name?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  order?: InputMaybe<OrderEnum>;
  orderby?: InputMaybe<TermObjectsConnectionOrderbyEnum>;
  parent?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  slug?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type GuideCategoryToGuideConnectionWhereArgs = {
  author?: InputMaybe<Scalars['Int']['input']>;
  authorIn?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  authorName?: InputMaybe<Scalars['String']['input']>;
  authorNotIn?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  in?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  name?: InputMaybe<Scalars['String']['input']>;
  nameIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  notIn?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  orderby?: InputMaybe<Array<InputMaybe<PostObjectsConnectionOrderbyInput>>>;
  search?: InputMaybe<Scalars['String']['input']>;
  stati?: InputMaybe<Array<InputMaybe<PostStatusEnum>>>;
  status?: InputMaybe<PostStatusEnum>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type GuideIdType =
  | 'DATABASE_ID'
  | 'ID'
  | 'SLUG'
  | 'URI';

export type GuideToGuideCategoryConnectionWhereArgs = {
  exclude?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  hideEmpty?: InputMaybe<Scalars['Boolean']['input']>;
  include?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  name?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  order?: InputMaybe<OrderEnum>;
  orderby?: InputMaybe<TermObjectsConnectionOrderbyEnum>;
  parent?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  slug?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type LanguageCodeEnum =
  | 'EN'
  | 'UK';

export type LanguageCodeFilterEnum =
  | 'ALL'
  | 'DEFAULT'
  | 'EN'
  | 'UK';

export type MediaItemIdType =
  | 'DATABASE_ID'
  | 'ID'
  | 'SLUG'
  | 'SOURCE_URL'
  | 'URI';

export type MediaItemSizeEnum =
  | 'LARGE'
  | 'MEDIUM'
  | 'MEDIUM_LARGE'
  | 'THUMBNAIL'
  | '_1536X1536'
  | '_2048X2048';

export type MenuItemToMenuItemConnectionWhereArgs = {
  id?: InputMaybe<Scalars['Int']['input']>;
  location?: InputMaybe<MenuLocationEnum>;
  parentDatabaseId?: InputMaybe<Scalars['Int']['input']>;
  parentId?: InputMaybe<Scalars['ID']['input']>;
};

export type MenuLocationEnum =
  | 'FOOTER'
  | 'PRIMARY';

export type MenuNodeIdTypeEnum =
  | 'DATABASE_ID'
  | 'ID'
  | 'LOCATION'
  | 'NAME'
  | 'SLUG';

export type MenuToMenuItemConnectionWhereArgs = {
  id?: InputMaybe<Scalars['Int']['input']>;
  location?: InputMaybe<MenuLocationEnum>;
  parentDatabaseId?: InputMaybe<Scalars['Int']['input']>;
  parentId?: InputMaybe<Scalars['ID']['input']>;
};

export type OrderEnum =
  | 'ASC'
  | 'DESC';

export type PageIdType =
  | 'DATABASE_ID'
  | 'ID'
  | 'URI';

export type PostIdType =
  | 'DATABASE_ID'
  | 'ID'
  | 'SLUG'
  | 'URI';

export type PostObjectFieldFormatEnum =
  | 'RAW'
  | 'RENDERED';

export type PostObjectsConnectionOrderbyEnum =
  | 'AUTHOR'
  | 'COMMENT_COUNT'
  | 'DATE'
  | 'IN'
  | 'MENU_ORDER'
  | 'MODIFIED'
  | 'NAME_IN'
  | 'PARENT'
  | 'SLUG'
  | 'TITLE';

export type PostObjectsConnectionOrderbyInput = {
  field: PostObjectsConnectionOrderbyEnum;
  order: OrderEnum;
};

export type PostStatusEnum =
  | 'AUTO_DRAFT'
  | 'DRAFT'
  | 'FUTURE'
  | 'INHERIT'
  | 'PENDING'
  | 'PRIVATE'
  | 'PUBLISH'
  | 'REQUEST_COMPLETED'
  | 'REQUEST_CONFIRMED'
  | 'REQUEST_FAILED'
  | 'REQUEST_PENDING'
  | 'TRASH';

export type PostToCategoryConnectionWhereArgs = {
  exclude?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  hideEmpty?: InputMaybe<Scalars['Boolean']['input']>;
  include?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  name?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  order?: InputMaybe<OrderEnum>;
  orderby?: InputMaybe<TermObjectsConnectionOrderbyEnum>;
  parent?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  slug?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type PostToTagConnectionWhereArgs = {
  exclude?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  hideEmpty?: InputMaybe<Scalars['Boolean']['input']>;
  include?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  name?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  order?: InputMaybe<OrderEnum>;
  orderby?: InputMaybe<TermObjectsConnectionOrderbyEnum>;
  search?: InputMaybe<Scalars['String']['input']>;
  slug?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type ReviewCategoryIdType =
  | 'DATABASE_ID'
  | 'ID'
  | 'NAME'
  | 'SLUG'
  | 'URI';

export type ReviewCategoryToReviewCategoryConnectionWhereArgs = {
  exclude?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  hideEmpty?: InputMaybe<Scalars['Boolean']['input']>;
  include?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  name?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  order?: InputMaybe<OrderEnum>;
  orderby?: InputMaybe<TermObjectsConnectionOrderbyEnum>;
  parent?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  slug?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type ReviewCategoryToReviewConnectionWhereArgs = {
  author?: InputMaybe<Scalars['Int']['input']>;
  authorIn?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  authorName?: InputMaybe<Scalars['String']['input']>;
  authorNotIn?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  in?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  name?: InputMaybe<Scalars['String']['input']>;
  nameIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  notIn?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  orderby?: InputMaybe<Array<InputMaybe<PostObjectsConnectionOrderbyInput>>>;
  search?: InputMaybe<Scalars['String']['input']>;
  stati?: InputMaybe<Array<InputMaybe<PostStatusEnum>>>;
  status?: InputMaybe<PostStatusEnum>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type ReviewIdType =
  | 'DATABASE_ID'
  | 'ID'
  | 'SLUG'
  | 'URI';

export type ReviewToReviewCategoryConnectionWhereArgs = {
  exclude?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  hideEmpty?: InputMaybe<Scalars['Boolean']['input']>;
  include?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  name?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  order?: InputMaybe<OrderEnum>;
  orderby?: InputMaybe<TermObjectsConnectionOrderbyEnum>;
  parent?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  slug?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type RootQueryToCategoryConnectionWhereArgs = {
  exclude?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  hideEmpty?: InputMaybe<Scalars['Boolean']['input']>;
  include?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  name?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  order?: InputMaybe<OrderEnum>;
  orderby?: InputMaybe<TermObjectsConnectionOrderbyEnum>;
  parent?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  slug?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type RootQueryToGuideCategoryConnectionWhereArgs = {
  exclude?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  hideEmpty?: InputMaybe<Scalars['Boolean']['input']>;
  include?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  name?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  order?: InputMaybe<OrderEnum>;
  orderby?: InputMaybe<TermObjectsConnectionOrderbyEnum>;
  parent?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  slug?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type RootQueryToGuideConnectionWhereArgs = {
  author?: InputMaybe<Scalars['Int']['input']>;
  authorIn?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  authorName?: InputMaybe<Scalars['String']['input']>;
  authorNotIn?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  in?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  language?: InputMaybe<LanguageCodeFilterEnum>;
  languages?: InputMaybe<Array<LanguageCodeEnum>>;
  name?: InputMaybe<Scalars['String']['input']>;
  nameIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  notIn?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  orderby?: InputMaybe<Array<InputMaybe<PostObjectsConnectionOrderbyInput>>>;
  search?: InputMaybe<Scalars['String']['input']>;
  stati?: InputMaybe<Array<InputMaybe<PostStatusEnum>>>;
  status?: InputMaybe<PostStatusEnum>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type RootQueryToMenuConnectionWhereArgs = {
  id?: InputMaybe<Scalars['Int']['input']>;
  location?: InputMaybe<MenuLocationEnum>;
  slug?: InputMaybe<Scalars['String']['input']>;
};

export type RootQueryToMenuItemConnectionWhereArgs = {
  id?: InputMaybe<Scalars['Int']['input']>;
  location?: InputMaybe<MenuLocationEnum>;
  parentDatabaseId?: InputMaybe<Scalars['Int']['input']>;
  parentId?: InputMaybe<Scalars['ID']['input']>;
};

export type RootQueryToPageConnectionWhereArgs = {
  author?: InputMaybe<Scalars['Int']['input']>;
  authorIn?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  authorName?: InputMaybe<Scalars['String']['input']>;
  authorNotIn?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  in?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  language?: InputMaybe<LanguageCodeFilterEnum>;
  languages?: InputMaybe<Array<LanguageCodeEnum>>;
  name?: InputMaybe<Scalars['String']['input']>;
  nameIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  notIn?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  orderby?: InputMaybe<Array<InputMaybe<PostObjectsConnectionOrderbyInput>>>;
  parent?: InputMaybe<Scalars['ID']['input']>;
  parentIn?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  search?: InputMaybe<Scalars['String']['input']>;
  stati?: InputMaybe<Array<InputMaybe<PostStatusEnum>>>;
  status?: InputMaybe<PostStatusEnum>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type RootQueryToPostConnectionWhereArgs = {
  author?: InputMaybe<Scalars['Int']['input']>;
  authorIn?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  authorName?: InputMaybe<Scalars['String']['input']>;
  authorNotIn?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  categoryId?: InputMaybe<Scalars['Int']['input']>;
  categoryIn?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  categoryName?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  language?: InputMaybe<LanguageCodeFilterEnum>;
  languages?: InputMaybe<Array<LanguageCodeEnum>>;
  name?: InputMaybe<Scalars['String']['input']>;
  nameIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  notIn?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  orderby?: InputMaybe<Array<InputMaybe<PostObjectsConnectionOrderbyInput>>>;
  search?: InputMaybe<Scalars['String']['input']>;
  stati?: InputMaybe<Array<InputMaybe<PostStatusEnum>>>;
  status?: InputMaybe<PostStatusEnum>;
  tag?: InputMaybe<Scalars['String']['input']>;
  tagId?: InputMaybe<Scalars['String']['input']>;
  tagIn?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  tagSlugIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type RootQueryToReviewCategoryConnectionWhereArgs = {
  exclude?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  hideEmpty?: InputMaybe<Scalars['Boolean']['input']>;
  include?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  name?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  order?: InputMaybe<OrderEnum>;
  orderby?: InputMaybe<TermObjectsConnectionOrderbyEnum>;
  parent?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  slug?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type RootQueryToReviewConnectionWhereArgs = {
  author?: InputMaybe<Scalars['Int']['input']>;
  authorIn?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  authorName?: InputMaybe<Scalars['String']['input']>;
  authorNotIn?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  in?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  language?: InputMaybe<LanguageCodeFilterEnum>;
  languages?: InputMaybe<Array<LanguageCodeEnum>>;
  name?: InputMaybe<Scalars['String']['input']>;
  nameIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  notIn?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  orderby?: InputMaybe<Array<InputMaybe<PostObjectsConnectionOrderbyInput>>>;
  search?: InputMaybe<Scalars['String']['input']>;
  stati?: InputMaybe<Array<InputMaybe<PostStatusEnum>>>;
  status?: InputMaybe<PostStatusEnum>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type RootQueryToTagConnectionWhereArgs = {
  exclude?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  hideEmpty?: InputMaybe<Scalars['Boolean']['input']>;
  include?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  name?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  order?: InputMaybe<OrderEnum>;
  orderby?: InputMaybe<TermObjectsConnectionOrderbyEnum>;
  search?: InputMaybe<Scalars['String']['input']>;
  slug?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type RootQueryToUserConnectionWhereArgs = {
  exclude?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  hasPublishedPosts?: InputMaybe<Array<InputMaybe<ContentTypeEnum>>>;
  include?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  login?: InputMaybe<Scalars['String']['input']>;
  nicename?: InputMaybe<Scalars['String']['input']>;
  role?: InputMaybe<UserRoleEnum>;
  roleIn?: InputMaybe<Array<InputMaybe<UserRoleEnum>>>;
  search?: InputMaybe<Scalars['String']['input']>;
};

export type TagIdType =
  | 'DATABASE_ID'
  | 'ID'
  | 'NAME'
  | 'SLUG'
  | 'URI';

export type TagToPostConnectionWhereArgs = {
  author?: InputMaybe<Scalars['Int']['input']>;
  authorIn?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  authorName?: InputMaybe<Scalars['String']['input']>;
  authorNotIn?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  categoryName?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  name?: InputMaybe<Scalars['String']['input']>;
  nameIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  notIn?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  orderby?: InputMaybe<Array<InputMaybe<PostObjectsConnectionOrderbyInput>>>;
  search?: InputMaybe<Scalars['String']['input']>;
  stati?: InputMaybe<Array<InputMaybe<PostStatusEnum>>>;
  status?: InputMaybe<PostStatusEnum>;
  tag?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type TermObjectsConnectionOrderbyEnum =
  | 'COUNT'
  | 'DESCRIPTION'
  | 'NAME'
  | 'SLUG'
  | 'TERM_GROUP'
  | 'TERM_ID'
  | 'TERM_ORDER';

export type UserNodeIdTypeEnum =
  | 'DATABASE_ID'
  | 'EMAIL'
  | 'ID'
  | 'SLUG'
  | 'URI'
  | 'USERNAME';

export type UserRoleEnum =
  | 'ADMINISTRATOR'
  | 'AUTHOR'
  | 'CONTRIBUTOR'
  | 'EDITOR'
  | 'SUBSCRIBER';

export type UserToGuideConnectionWhereArgs = {
  author?: InputMaybe<Scalars['Int']['input']>;
  authorIn?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  authorName?: InputMaybe<Scalars['String']['input']>;
  authorNotIn?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  in?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  name?: InputMaybe<Scalars['String']['input']>;
  nameIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  notIn?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  orderby?: InputMaybe<Array<InputMaybe<PostObjectsConnectionOrderbyInput>>>;
  search?: InputMaybe<Scalars['String']['input']>;
  stati?: InputMaybe<Array<InputMaybe<PostStatusEnum>>>;
  status?: InputMaybe<PostStatusEnum>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type UserToPageConnectionWhereArgs = {
  author?: InputMaybe<Scalars['Int']['input']>;
  authorIn?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  authorName?: InputMaybe<Scalars['String']['input']>;
  authorNotIn?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  in?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  name?: InputMaybe<Scalars['String']['input']>;
  nameIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  notIn?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  orderby?: InputMaybe<Array<InputMaybe<PostObjectsConnectionOrderbyInput>>>;
  search?: InputMaybe<Scalars['String']['input']>;
  stati?: InputMaybe<Array<InputMaybe<PostStatusEnum>>>;
  status?: InputMaybe<PostStatusEnum>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type UserToPostConnectionWhereArgs = {
  author?: InputMaybe<Scalars['Int']['input']>;
  authorIn?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  authorName?: InputMaybe<Scalars['String']['input']>;
  authorNotIn?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  in?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  name?: InputMaybe<Scalars['String']['input']>;
  nameIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  notIn?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  orderby?: InputMaybe<Array<InputMaybe<PostObjectsConnectionOrderbyInput>>>;
  search?: InputMaybe<Scalars['String']['input']>;
  stati?: InputMaybe<Array<InputMaybe<PostStatusEnum>>>;
  status?: InputMaybe<PostStatusEnum>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type UserToReviewConnectionWhereArgs = {
  author?: InputMaybe<Scalars['Int']['input']>;
  authorIn?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  authorName?: InputMaybe<Scalars['String']['input']>;
  authorNotIn?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  in?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  name?: InputMaybe<Scalars['String']['input']>;
  nameIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  notIn?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  orderby?: InputMaybe<Array<InputMaybe<PostObjectsConnectionOrderbyInput>>>;
  search?: InputMaybe<Scalars['String']['input']>;
  stati?: InputMaybe<Array<InputMaybe<PostStatusEnum>>>;
  status?: InputMaybe<PostStatusEnum>;
  title?: InputMaybe<Scalars['String']['input']>;
};

type AuthorCardFields_Guide_Fragment = { author: { node: { id: string, name: string | null, uri: string | null, description: string | null, avatar: { url: string | null } | null } } | null };

type AuthorCardFields_MediaItem_Fragment = { author: { node: { id: string, name: string | null, uri: string | null, description: string | null, avatar: { url: string | null } | null } } | null };

type AuthorCardFields_Page_Fragment = { author: { node: { id: string, name: string | null, uri: string | null, description: string | null, avatar: { url: string | null } | null } } | null };

type AuthorCardFields_Post_Fragment = { author: { node: { id: string, name: string | null, uri: string | null, description: string | null, avatar: { url: string | null } | null } } | null };

type AuthorCardFields_Review_Fragment = { author: { node: { id: string, name: string | null, uri: string | null, description: string | null, avatar: { url: string | null } | null } } | null };

export type AuthorCardFieldsFragment =
  | AuthorCardFields_Guide_Fragment
  | AuthorCardFields_MediaItem_Fragment
  | AuthorCardFields_Page_Fragment
  | AuthorCardFields_Post_Fragment
  | AuthorCardFields_Review_Fragment
;

export type GuidePickListFieldsFragment = { guideACF: { howDidWePickTitle: string | null, howDidWePick: Array<{ title: string | null, description: string | null } | null> | null } | null };

export type GuideIntroFieldsFragment = { guideACF: { intro: string | null, introTitle: string | null, subheading: string | null } | null };

export type GuideComparisonFieldsFragment = { guidesproduct: { product: Array<{ productName: string | null, productcard: string | null, properties: Array<{ propertyValue: string | null } | null> | null } | null> | null, propertiesName: Array<{ propertyName: string | null } | null> | null } | null };

type ArticleHeroFields_Guide_Fragment = { title: string | null, excerpt: string | null, date: string | null, modified: string | null, featuredImage: { node: { id: string, sourceUrl: string | null, altText: string | null } } | null };

type ArticleHeroFields_MediaItem_Fragment = { title: string | null, date: string | null, modified: string | null };

type ArticleHeroFields_Page_Fragment = { title: string | null, date: string | null, modified: string | null, featuredImage: { node: { id: string, sourceUrl: string | null, altText: string | null } } | null };

type ArticleHeroFields_Post_Fragment = { title: string | null, excerpt: string | null, date: string | null, modified: string | null, featuredImage: { node: { id: string, sourceUrl: string | null, altText: string | null } } | null };

type ArticleHeroFields_Review_Fragment = { title: string | null, excerpt: string | null, date: string | null, modified: string | null, featuredImage: { node: { id: string, sourceUrl: string | null, altText: string | null } } | null };

export type ArticleHeroFieldsFragment =
  | ArticleHeroFields_Guide_Fragment
  | ArticleHeroFields_MediaItem_Fragment
  | ArticleHeroFields_Page_Fragment
  | ArticleHeroFields_Post_Fragment
  | ArticleHeroFields_Review_Fragment
;

export type ReviewedProductFieldsFragment = { reviewACF: { productcard: string | null, subheading: string | null } | null };

export type NewsCategoryChoicesFragment = { categories: { nodes: Array<{ id: string, name: string | null, slug: string | null }> } | null };

export type GuideCategoryChoicesFragment = { guideCategories: { nodes: Array<{ id: string, name: string | null, slug: string | null }> } | null };

export type GuideCardFieldsFragment = { id: string, title: string | null, uri: string | null, featuredImage: { node: { id: string, sourceUrl: string | null, altText: string | null } } | null, guideACF: { subheading: string | null } | null };

export type GetGuidesIndexQueryVariables = Exact<{ [key: string]: never; }>;


export type GetGuidesIndexQuery = { guideCategories: { nodes: Array<{ id: string, name: string | null, uri: string | null, slug: string | null, guides: { nodes: Array<{ id: string, title: string | null, uri: string | null, featuredImage: { node: { id: string, sourceUrl: string | null, altText: string | null } } | null, guideACF: { subheading: string | null } | null }> } | null }> } | null, generalSettings: { title: string | null, description: string | null } | null, primaryMenuItems: { nodes: Array<{ id: string, uri: string | null, label: string | null, parentId: string | null }> } | null };

export type GetHomepageTranslationsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetHomepageTranslationsQuery = { pages: { nodes: Array<{ id: string, uri: string | null, language: { id: string, slug: string | null, name: string | null } | null, translations: Array<{ id: string, uri: string | null, language: { id: string, slug: string | null, name: string | null } | null } | null> | null }> } | null };

export type NewsListItemFieldsFragment = { id: string, title: string | null, uri: string | null, date: string | null, excerpt: string | null, featuredImage: { node: { id: string, sourceUrl: string | null, altText: string | null } } | null, categories: { nodes: Array<{ id: string, name: string | null, slug: string | null, uri: string | null }> } | null };

export type GetNewsPageQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
  category?: string | null | undefined;
}>;


export type GetNewsPageQuery = { posts: { nodes: Array<{ id: string, title: string | null, uri: string | null, date: string | null, excerpt: string | null, featuredImage: { node: { id: string, sourceUrl: string | null, altText: string | null } } | null, categories: { nodes: Array<{ id: string, name: string | null, slug: string | null, uri: string | null }> } | null }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } | null, categories: { nodes: Array<{ id: string, name: string | null, slug: string | null }> } | null, generalSettings: { title: string | null, description: string | null } | null, primaryMenuItems: { nodes: Array<{ id: string, uri: string | null, label: string | null, parentId: string | null }> } | null };

export type GetNewsCursorQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
  category?: string | null | undefined;
}>;


export type GetNewsCursorQuery = { posts: { pageInfo: { hasNextPage: boolean, endCursor: string | null } } | null };

export type SiteHeaderFieldsFragment = { generalSettings: { title: string | null, description: string | null } | null, primaryMenuItems: { nodes: Array<{ id: string, uri: string | null, label: string | null, parentId: string | null }> } | null };

export type GetArchiveQueryVariables = Exact<{
  uri: string;
}>;


export type GetArchiveQuery = { nodeByUri:
    | { __typename: 'Category', name: string | null, description: string | null, id: string, uri: string | null, posts: { nodes: Array<{ id: string, title: string | null, uri: string | null }> } | null }
    | { __typename: 'ContentType', name: string | null, label: string | null, id: string, uri: string | null, contentNodes: { nodes: Array<
          | { title: string | null, id: string, uri: string | null }
          | { title: string | null, id: string, uri: string | null }
          | { title: string | null, id: string, uri: string | null }
          | { title: string | null, id: string, uri: string | null }
          | { title: string | null, id: string, uri: string | null }
        > } | null }
    | { __typename: 'Guide', id: string, uri: string | null }
    | { __typename: 'GuideCategory', name: string | null, description: string | null, id: string, uri: string | null, guides: { nodes: Array<{ id: string, title: string | null, uri: string | null }> } | null }
    | { __typename: 'MediaItem', id: string, uri: string | null }
    | { __typename: 'Page', id: string, uri: string | null }
    | { __typename: 'Post', id: string, uri: string | null }
    | { __typename: 'Review', id: string, uri: string | null }
    | { __typename: 'ReviewCategory', name: string | null, description: string | null, id: string, uri: string | null, reviews: { nodes: Array<{ id: string, title: string | null, uri: string | null }> } | null }
    | { __typename: 'Tag', name: string | null, description: string | null, id: string, uri: string | null, posts: { nodes: Array<{ id: string, title: string | null, uri: string | null }> } | null }
    | { __typename: 'User', name: string | null, description: string | null, id: string, uri: string | null, posts: { nodes: Array<{ id: string, title: string | null, uri: string | null }> } | null }
   | null, generalSettings: { title: string | null, description: string | null } | null, primaryMenuItems: { nodes: Array<{ id: string, uri: string | null, label: string | null, parentId: string | null }> } | null };

export type GetFrontPageQueryVariables = Exact<{
  uri: string;
}>;


export type GetFrontPageQuery = { nodeByUri:
    | { __typename: 'Category', id: string }
    | { __typename: 'ContentType', id: string }
    | { __typename: 'Guide', id: string }
    | { __typename: 'GuideCategory', id: string }
    | { __typename: 'MediaItem', id: string }
    | { __typename: 'Page', id: string, databaseId: number, uri: string | null, title: string | null, content: string | null, featuredImage: { node: { id: string, sourceUrl: string | null, altText: string | null } } | null }
    | { __typename: 'Post', id: string }
    | { __typename: 'Review', id: string }
    | { __typename: 'ReviewCategory', id: string }
    | { __typename: 'Tag', id: string }
    | { __typename: 'User', id: string }
   | null, generalSettings: { title: string | null, description: string | null } | null, primaryMenuItems: { nodes: Array<{ id: string, uri: string | null, label: string | null, parentId: string | null }> } | null };

export type GetIndexNodeQueryVariables = Exact<{
  uri: string;
}>;


export type GetIndexNodeQuery = { nodeByUri:
    | { __typename: 'Category', id: string }
    | { __typename: 'ContentType', id: string }
    | { __typename: 'Guide', title: string | null, content: string | null, id: string }
    | { __typename: 'GuideCategory', id: string }
    | { __typename: 'MediaItem', title: string | null, id: string }
    | { __typename: 'Page', title: string | null, content: string | null, id: string }
    | { __typename: 'Post', title: string | null, content: string | null, id: string }
    | { __typename: 'Review', title: string | null, content: string | null, id: string }
    | { __typename: 'ReviewCategory', id: string }
    | { __typename: 'Tag', id: string }
    | { __typename: 'User', id: string }
   | null, generalSettings: { title: string | null, description: string | null } | null, primaryMenuItems: { nodes: Array<{ id: string, uri: string | null, label: string | null, parentId: string | null }> } | null };

export type ContentPageFieldsFragment = { id: string, databaseId: number, uri: string | null, title: string | null, content: string | null, featuredImage: { node: { id: string, sourceUrl: string | null, altText: string | null } } | null };

export type GetPageQueryVariables = Exact<{
  databaseId: string;
  asPreview?: boolean | null | undefined;
}>;


export type GetPageQuery = { page: { id: string, databaseId: number, uri: string | null, title: string | null, content: string | null, featuredImage: { node: { id: string, sourceUrl: string | null, altText: string | null } } | null } | null, generalSettings: { title: string | null, description: string | null } | null, primaryMenuItems: { nodes: Array<{ id: string, uri: string | null, label: string | null, parentId: string | null }> } | null };

export type NewsPostFieldsFragment = { id: string, databaseId: number, uri: string | null, title: string | null, content: string | null, excerpt: string | null, date: string | null, modified: string | null, author: { node: { id: string, name: string | null, description: string | null, avatar: { url: string | null } | null } } | null, featuredImage: { node: { id: string, sourceUrl: string | null, altText: string | null } } | null, categories: { nodes: Array<{ id: string, name: string | null, slug: string | null, uri: string | null }> } | null, tags: { nodes: Array<{ id: string, name: string | null, slug: string | null, uri: string | null }> } | null };

export type GetPostQueryVariables = Exact<{
  databaseId: string;
  asPreview?: boolean | null | undefined;
}>;


export type GetPostQuery = { post: { id: string, databaseId: number, uri: string | null, title: string | null, content: string | null, excerpt: string | null, date: string | null, modified: string | null, author: { node: { id: string, name: string | null, description: string | null, avatar: { url: string | null } | null } } | null, featuredImage: { node: { id: string, sourceUrl: string | null, altText: string | null } } | null, categories: { nodes: Array<{ id: string, name: string | null, slug: string | null, uri: string | null }> } | null, tags: { nodes: Array<{ id: string, name: string | null, slug: string | null, uri: string | null }> } | null } | null, generalSettings: { title: string | null, description: string | null } | null, primaryMenuItems: { nodes: Array<{ id: string, uri: string | null, label: string | null, parentId: string | null }> } | null };

export type GetSingularQueryVariables = Exact<{
  databaseId: string;
  asPreview?: boolean | null | undefined;
}>;


export type GetSingularQuery = { contentNode:
    | { __typename: 'Guide', content: string | null, id: string, databaseId: number, uri: string | null, slug: string | null, title: string | null, excerpt: string | null, date: string | null, modified: string | null, guideCategories: { nodes: Array<{ id: string, name: string | null, slug: string | null, uri: string | null }> } | null, guideACF: { intro: string | null, introTitle: string | null, subheading: string | null, howDidWePickTitle: string | null, howDidWePick: Array<{ title: string | null, description: string | null } | null> | null } | null, guidesproduct: { product: Array<{ productName: string | null, productcard: string | null, properties: Array<{ propertyValue: string | null } | null> | null } | null> | null, propertiesName: Array<{ propertyName: string | null } | null> | null } | null, featuredImage: { node: { id: string, sourceUrl: string | null, altText: string | null } } | null, author: { node: { id: string, name: string | null, uri: string | null, description: string | null, avatar: { url: string | null } | null } } | null }
    | { __typename: 'MediaItem', id: string, databaseId: number, uri: string | null, slug: string | null, title: string | null, date: string | null, modified: string | null, author: { node: { id: string, name: string | null, uri: string | null, description: string | null, avatar: { url: string | null } | null } } | null }
    | { __typename: 'Page', content: string | null, id: string, databaseId: number, uri: string | null, slug: string | null, title: string | null, date: string | null, modified: string | null, featuredImage: { node: { id: string, sourceUrl: string | null, altText: string | null } } | null, author: { node: { id: string, name: string | null, uri: string | null, description: string | null, avatar: { url: string | null } | null } } | null }
    | { __typename: 'Post', content: string | null, id: string, databaseId: number, uri: string | null, slug: string | null, title: string | null, excerpt: string | null, date: string | null, modified: string | null, featuredImage: { node: { id: string, sourceUrl: string | null, altText: string | null } } | null, author: { node: { id: string, name: string | null, uri: string | null, description: string | null, avatar: { url: string | null } | null } } | null }
    | { __typename: 'Review', content: string | null, id: string, databaseId: number, uri: string | null, slug: string | null, title: string | null, excerpt: string | null, date: string | null, modified: string | null, reviewCategories: { nodes: Array<{ id: string, name: string | null, slug: string | null, uri: string | null }> } | null, reviewACF: { productcard: string | null, subheading: string | null } | null, featuredImage: { node: { id: string, sourceUrl: string | null, altText: string | null } } | null, author: { node: { id: string, name: string | null, uri: string | null, description: string | null, avatar: { url: string | null } | null } } | null }
   | null, generalSettings: { title: string | null, description: string | null } | null, primaryMenuItems: { nodes: Array<{ id: string, uri: string | null, label: string | null, parentId: string | null }> } | null };

export type GetHomeEditorialQueryVariables = Exact<{
  guides: number;
  news: number;
}>;


export type GetHomeEditorialQuery = { guides: { nodes: Array<{ id: string, title: string | null, uri: string | null, featuredImage: { node: { id: string, sourceUrl: string | null, altText: string | null } } | null, guideACF: { subheading: string | null } | null }> } | null, posts: { nodes: Array<{ id: string, title: string | null, uri: string | null, date: string | null, excerpt: string | null, featuredImage: { node: { id: string, sourceUrl: string | null, altText: string | null } } | null, categories: { nodes: Array<{ id: string, name: string | null, slug: string | null, uri: string | null }> } | null }> } | null };

export type ShellMenuItemFieldsFragment = { id: string, label: string | null, uri: string | null, path: string | null, parentId: string | null, cssClasses: Array<string | null> | null, menu: { node: { name: string | null } } | null };

export type SiteMenusQueryVariables = Exact<{
  personalLoanUri: string;
  aboutUri: string;
}>;


export type SiteMenusQuery = { primary: { nodes: Array<{ id: string, label: string | null, uri: string | null, path: string | null, parentId: string | null, cssClasses: Array<string | null> | null, menu: { node: { name: string | null } } | null }> } | null, footer: { nodes: Array<{ id: string, label: string | null, uri: string | null, path: string | null, parentId: string | null, cssClasses: Array<string | null> | null, menu: { node: { name: string | null } } | null }> } | null, personalLoan:
    | { uri: string | null }
    | { uri: string | null }
    | { uri: string | null }
    | { uri: string | null }
    | { uri: string | null }
    | { uri: string | null }
    | { uri: string | null }
    | { uri: string | null }
    | { uri: string | null }
    | { uri: string | null }
    | { uri: string | null }
   | null, about:
    | { uri: string | null }
    | { uri: string | null }
    | { uri: string | null }
    | { uri: string | null }
    | { uri: string | null }
    | { uri: string | null }
    | { uri: string | null }
    | { uri: string | null }
    | { uri: string | null }
    | { uri: string | null }
    | { uri: string | null }
   | null };
