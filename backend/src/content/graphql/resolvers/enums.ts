/**
 * Internal values of the enums whose WordPress values differ from their GraphQL names: resolvers
 * and arguments work with WordPress's values (`publish`, `guide`, `en`), the wire carries the names.
 */
export const enumResolvers = {
  PostStatusEnum: {
    AUTO_DRAFT: 'auto-draft',
    DRAFT: 'draft',
    FUTURE: 'future',
    INHERIT: 'inherit',
    PENDING: 'pending',
    PRIVATE: 'private',
    PUBLISH: 'publish',
    REQUEST_COMPLETED: 'request-completed',
    REQUEST_CONFIRMED: 'request-confirmed',
    REQUEST_FAILED: 'request-failed',
    REQUEST_PENDING: 'request-pending',
    TRASH: 'trash',
  },
  ContentTypeEnum: { ATTACHMENT: 'attachment', GUIDE: 'guide', PAGE: 'page', POST: 'post', REVIEW: 'review' },
  UserRoleEnum: {
    ADMINISTRATOR: 'administrator',
    AUTHOR: 'author',
    CONTRIBUTOR: 'contributor',
    EDITOR: 'editor',
    SUBSCRIBER: 'subscriber',
  },
  LanguageCodeEnum: { EN: 'en', UK: 'uk' },
  LanguageCodeFilterEnum: { ALL: 'all', DEFAULT: 'default', EN: 'en', UK: 'uk' },
} as const;
