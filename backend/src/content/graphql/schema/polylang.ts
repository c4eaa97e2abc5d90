/**
 * Languages, as WPGraphQL Polylang (valu-digital/wp-graphql-polylang) adds them: not part of the
 * reference schema (that site runs without Polylang), but this is the shape a WordPress with the
 * plugin serves, so the site's language switch works against either. Enum values are the upper-cased
 * language slugs; `language` and `translations` sit on each translated post type, not on ContentNode.
 */
export const polylangTypeDefs = /* GraphQL */ `
  enum LanguageCodeEnum {
    EN
    UK
  }

  enum LanguageCodeFilterEnum {
    ALL
    DEFAULT
    EN
    UK
  }

  type Language {
    code: LanguageCodeEnum
    homeUrl: String
    id: ID!
    locale: String
    name: String
    slug: String
  }

  extend type RootQuery {
    defaultLanguage: Language
    languages: [Language]
  }

  extend type Page {
    language: Language
    translation(language: LanguageCodeEnum!): Page
    translations: [Page]
  }

  extend type Post {
    language: Language
    translation(language: LanguageCodeEnum!): Post
    translations: [Post]
  }

  extend type Guide {
    language: Language
    translation(language: LanguageCodeEnum!): Guide
    translations: [Guide]
  }

  extend type Review {
    language: Language
    translation(language: LanguageCodeEnum!): Review
    translations: [Review]
  }

  extend input RootQueryToPageConnectionWhereArgs {
    language: LanguageCodeFilterEnum
    languages: [LanguageCodeEnum!]
  }

  extend input RootQueryToPostConnectionWhereArgs {
    language: LanguageCodeFilterEnum
    languages: [LanguageCodeEnum!]
  }

  extend input RootQueryToGuideConnectionWhereArgs {
    language: LanguageCodeFilterEnum
    languages: [LanguageCodeEnum!]
  }

  extend input RootQueryToReviewConnectionWhereArgs {
    language: LanguageCodeFilterEnum
    languages: [LanguageCodeEnum!]
  }
`;
