/**
 * Enums of the reference schema used by arguments and fields.
 * Copied from the reference schema (WPGraphQL 2.20 + FaustWP 1.5), keeping only the fields this
 * service resolves; names, arguments, nullability and interfaces are unchanged.
 */
export const enumTypeDefs = /* GraphQL */ `
  enum AvatarRatingEnum {
    G
    PG
    R
    X
  }

  enum CategoryIdType {
    DATABASE_ID
    ID
    NAME
    SLUG
    URI
  }

  enum ContentNodeIdTypeEnum {
    DATABASE_ID
    ID
    URI
  }

  enum ContentTypeEnum {
    ATTACHMENT
    GUIDE
    PAGE
    POST
    REVIEW
  }

  enum ContentTypeIdTypeEnum {
    ID
    NAME
  }

  enum GuideCategoryIdType {
    DATABASE_ID
    ID
    NAME
    SLUG
    URI
  }

  enum GuideIdType {
    DATABASE_ID
    ID
    SLUG
    URI
  }

  enum MediaItemIdType {
    DATABASE_ID
    ID
    SLUG
    SOURCE_URL
    URI
  }

  enum MediaItemSizeEnum {
    LARGE
    MEDIUM
    MEDIUM_LARGE
    THUMBNAIL
    _1536X1536
    _2048X2048
  }

  enum MenuLocationEnum {
    FOOTER
    PRIMARY
  }

  enum MenuNodeIdTypeEnum {
    DATABASE_ID
    ID
    LOCATION
    NAME
    SLUG
  }

  enum PageIdType {
    DATABASE_ID
    ID
    URI
  }

  enum PostIdType {
    DATABASE_ID
    ID
    SLUG
    URI
  }

  enum PostObjectFieldFormatEnum {
    RAW
    RENDERED
  }

  enum PostStatusEnum {
    AUTO_DRAFT
    DRAFT
    FUTURE
    INHERIT
    PENDING
    PRIVATE
    PUBLISH
    REQUEST_COMPLETED
    REQUEST_CONFIRMED
    REQUEST_FAILED
    REQUEST_PENDING
    TRASH
  }

  enum ReviewCategoryIdType {
    DATABASE_ID
    ID
    NAME
    SLUG
    URI
  }

  enum ReviewIdType {
    DATABASE_ID
    ID
    SLUG
    URI
  }

  enum TagIdType {
    DATABASE_ID
    ID
    NAME
    SLUG
    URI
  }

  enum UserNodeIdTypeEnum {
    DATABASE_ID
    EMAIL
    ID
    SLUG
    URI
    USERNAME
  }

  enum UserRoleEnum {
    ADMINISTRATOR
    AUTHOR
    CONTRIBUTOR
    EDITOR
    SUBSCRIBER
  }
`;
