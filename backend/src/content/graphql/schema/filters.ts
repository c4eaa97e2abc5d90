/**
 * Connection `where` inputs. WPGraphQL generates one per connection from the same argument sets, so
 * they are written from two templates here, keeping only the arguments this service applies; every
 * field keeps the reference schema's name and type.
 */

/** WP_Query arguments shared by every post-object connection. */
const POST_QUERY_ARGS = `
  author: Int
  authorIn: [ID]
  authorName: String
  authorNotIn: [ID]
  in: [ID]
  name: String
  nameIn: [String]
  notIn: [ID]
  orderby: [PostObjectsConnectionOrderbyInput]
  search: String
  stati: [PostStatusEnum]
  status: PostStatusEnum
  title: String`;

/** Category and tag filters that post connections add (WP_Query category_name, tag, ...). */
const POST_TAXONOMY_ARGS = `
  categoryId: Int
  categoryIn: [ID]
  categoryName: String
  tag: String
  tagId: String
  tagIn: [ID]
  tagSlugIn: [String]`;

/** WP_Term_Query arguments; `parent` only exists for hierarchical taxonomies. */
const TERM_QUERY_ARGS = `
  exclude: [ID]
  hideEmpty: Boolean
  include: [ID]
  name: [String]
  order: OrderEnum
  orderby: TermObjectsConnectionOrderbyEnum
  search: String
  slug: [String]`;

const input = (name: string, fields: string) =>
  `input ${name} {${fields
    .split('\n')
    .filter(Boolean)
    .sort()
    .map((line) => `\n  ${line.trim()}`)
    .join('')}\n}`;

const POST_INPUTS: readonly (readonly [string, string])[] = [
  ['RootQueryToPostConnectionWhereArgs', POST_TAXONOMY_ARGS],
  ['RootQueryToPageConnectionWhereArgs', '\n  parent: ID\n  parentIn: [ID]'],
  ['RootQueryToGuideConnectionWhereArgs', ''],
  ['RootQueryToReviewConnectionWhereArgs', ''],
  ['CategoryToPostConnectionWhereArgs', '\n  categoryName: String\n  tag: String'],
  ['TagToPostConnectionWhereArgs', '\n  categoryName: String\n  tag: String'],
  ['GuideCategoryToGuideConnectionWhereArgs', ''],
  ['ReviewCategoryToReviewConnectionWhereArgs', ''],
  ['UserToPostConnectionWhereArgs', ''],
  ['UserToPageConnectionWhereArgs', ''],
  ['UserToGuideConnectionWhereArgs', ''],
  ['UserToReviewConnectionWhereArgs', ''],
];

const TERM_INPUTS: readonly (readonly [string, boolean])[] = [
  ['RootQueryToCategoryConnectionWhereArgs', true],
  ['RootQueryToTagConnectionWhereArgs', false],
  ['RootQueryToGuideCategoryConnectionWhereArgs', true],
  ['RootQueryToReviewCategoryConnectionWhereArgs', true],
  ['CategoryToCategoryConnectionWhereArgs', true],
  ['GuideCategoryToGuideCategoryConnectionWhereArgs', true],
  ['ReviewCategoryToReviewCategoryConnectionWhereArgs', true],
  ['PostToCategoryConnectionWhereArgs', true],
  ['PostToTagConnectionWhereArgs', false],
  ['GuideToGuideCategoryConnectionWhereArgs', true],
  ['ReviewToReviewCategoryConnectionWhereArgs', true],
];

const MENU_ITEM_ARGS = `
  id: Int
  location: MenuLocationEnum
  parentDatabaseId: Int
  parentId: ID`;

const FIXED = /* GraphQL */ `
  input ContentTypeToContentNodeConnectionWhereArgs {
    in: [ID]
    name: String
    orderby: [PostObjectsConnectionOrderbyInput]
    search: String
    stati: [PostStatusEnum]
    status: PostStatusEnum
  }

  input RootQueryToMenuConnectionWhereArgs {
    id: Int
    location: MenuLocationEnum
    slug: String
  }

  input RootQueryToUserConnectionWhereArgs {
    exclude: [Int]
    hasPublishedPosts: [ContentTypeEnum]
    include: [Int]
    login: String
    nicename: String
    role: UserRoleEnum
    roleIn: [UserRoleEnum]
    search: String
  }

  input PostObjectsConnectionOrderbyInput {
    field: PostObjectsConnectionOrderbyEnum!
    order: OrderEnum!
  }

  enum PostObjectsConnectionOrderbyEnum {
    AUTHOR
    COMMENT_COUNT
    DATE
    IN
    MENU_ORDER
    MODIFIED
    NAME_IN
    PARENT
    SLUG
    TITLE
  }

  enum TermObjectsConnectionOrderbyEnum {
    COUNT
    DESCRIPTION
    NAME
    SLUG
    TERM_GROUP
    TERM_ID
    TERM_ORDER
  }

  enum OrderEnum {
    ASC
    DESC
  }
`;

export const filterTypeDefs = [
  FIXED,
  ...POST_INPUTS.map(([name, extra]) => input(name, POST_QUERY_ARGS + extra)),
  ...TERM_INPUTS.map(([name, hierarchical]) => input(name, TERM_QUERY_ARGS + (hierarchical ? '\n  parent: Int' : ''))),
  ...[
    'RootQueryToMenuItemConnectionWhereArgs',
    'MenuToMenuItemConnectionWhereArgs',
    'MenuItemToMenuItemConnectionWhereArgs',
  ].map((name) => input(name, MENU_ITEM_ARGS)),
].join('\n\n');
