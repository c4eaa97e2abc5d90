/**
 * Relay connections, written out from a table because WPGraphQL names every one of them the same
 * way (checked against the reference schema by backend/tests/content-schema.test.ts):
 * - per node type Y: interfaces `YConnection`, `YConnectionEdge`, `YConnectionPageInfo`;
 * - a list field: `XToYConnection` with `XToYConnectionEdge` and `XToYConnectionPageInfo`;
 * - a single related node: `XToYConnectionEdge implements OneToOneConnection & Edge & YConnectionEdge`.
 */

/** Node types that appear in list connections. */
const LISTED_TYPES = [
  'Category',
  'ContentNode',
  'ContentType',
  'Guide',
  'GuideCategory',
  'Menu',
  'MenuItem',
  'Page',
  'Post',
  'Review',
  'ReviewCategory',
  'Tag',
  'User',
  'UserRole',
] as const;

/** Node types reached only through one-to-one edges. */
const EDGE_ONLY_TYPES = ['MediaItem', 'MenuItemLinkable'] as const;

const LIST_CONNECTIONS: readonly (readonly [name: string, node: string])[] = [
  ['CategoryToCategoryConnection', 'Category'],
  ['CategoryToPostConnection', 'Post'],
  ['ContentTypeToContentNodeConnection', 'ContentNode'],
  ['GuideCategoryToGuideCategoryConnection', 'GuideCategory'],
  ['GuideCategoryToGuideConnection', 'Guide'],
  ['GuideToGuideCategoryConnection', 'GuideCategory'],
  ['GuideToRevisionConnection', 'Guide'],
  ['MenuItemToMenuItemConnection', 'MenuItem'],
  ['MenuToMenuItemConnection', 'MenuItem'],
  ['PageToRevisionConnection', 'Page'],
  ['PostToCategoryConnection', 'Category'],
  ['PostToRevisionConnection', 'Post'],
  ['PostToTagConnection', 'Tag'],
  ['ReviewCategoryToReviewCategoryConnection', 'ReviewCategory'],
  ['ReviewCategoryToReviewConnection', 'Review'],
  ['ReviewToReviewCategoryConnection', 'ReviewCategory'],
  ['ReviewToRevisionConnection', 'Review'],
  ['RootQueryToCategoryConnection', 'Category'],
  ['RootQueryToContentTypeConnection', 'ContentType'],
  ['RootQueryToGuideCategoryConnection', 'GuideCategory'],
  ['RootQueryToGuideConnection', 'Guide'],
  ['RootQueryToMenuConnection', 'Menu'],
  ['RootQueryToMenuItemConnection', 'MenuItem'],
  ['RootQueryToPageConnection', 'Page'],
  ['RootQueryToPostConnection', 'Post'],
  ['RootQueryToReviewCategoryConnection', 'ReviewCategory'],
  ['RootQueryToReviewConnection', 'Review'],
  ['RootQueryToTagConnection', 'Tag'],
  ['RootQueryToUserConnection', 'User'],
  ['TagToPostConnection', 'Post'],
  ['UserToGuideConnection', 'Guide'],
  ['UserToPageConnection', 'Page'],
  ['UserToPostConnection', 'Post'],
  ['UserToReviewConnection', 'Review'],
  ['UserToUserRoleConnection', 'UserRole'],
];

const ONE_TO_ONE_EDGES: readonly (readonly [name: string, node: string])[] = [
  ['CategoryToParentCategoryConnectionEdge', 'Category'],
  ['ContentNodeToContentTypeConnectionEdge', 'ContentType'],
  ['GuideCategoryToParentGuideCategoryConnectionEdge', 'GuideCategory'],
  ['GuideToPreviewConnectionEdge', 'Guide'],
  ['HierarchicalContentNodeToParentContentNodeConnectionEdge', 'ContentNode'],
  ['MenuItemToMenuConnectionEdge', 'Menu'],
  ['MenuItemToMenuItemLinkableConnectionEdge', 'MenuItemLinkable'],
  ['NodeWithAuthorToUserConnectionEdge', 'User'],
  ['NodeWithFeaturedImageToMediaItemConnectionEdge', 'MediaItem'],
  ['NodeWithRevisionsToContentNodeConnectionEdge', 'ContentNode'],
  ['PageToPreviewConnectionEdge', 'Page'],
  ['PostToPreviewConnectionEdge', 'Post'],
  ['ReviewCategoryToParentReviewCategoryConnectionEdge', 'ReviewCategory'],
  ['ReviewToPreviewConnectionEdge', 'Review'],
];

const PAGE_INFO_FIELDS = `{
  endCursor: String
  hasNextPage: Boolean!
  hasPreviousPage: Boolean!
  startCursor: String
}`;

const BASE = `
interface Connection {
  edges: [Edge!]!
  nodes: [Node!]!
  pageInfo: PageInfo!
}

interface Edge {
  cursor: String
  node: Node!
}

interface OneToOneConnection implements Edge {
  cursor: String
  node: Node!
}

interface PageInfo ${PAGE_INFO_FIELDS}

interface WPPageInfo implements PageInfo ${PAGE_INFO_FIELDS}
`;

const edgeInterface = (node: string) => `interface ${node}ConnectionEdge implements Edge {
  cursor: String
  node: ${node}!
}`;

const nodeInterfaces = (node: string) => `interface ${node}Connection implements Connection {
  edges: [${node}ConnectionEdge!]!
  nodes: [${node}!]!
  pageInfo: ${node}ConnectionPageInfo!
}

${edgeInterface(node)}

interface ${node}ConnectionPageInfo implements WPPageInfo & PageInfo ${PAGE_INFO_FIELDS}`;

const listConnection = (name: string, node: string) => `type ${name} implements ${node}Connection & Connection {
  edges: [${name}Edge!]!
  nodes: [${node}!]!
  pageInfo: ${name}PageInfo!
}

type ${name}Edge implements ${node}ConnectionEdge & Edge {
  cursor: String
  node: ${node}!
}

type ${name}PageInfo implements ${node}ConnectionPageInfo & WPPageInfo & PageInfo ${PAGE_INFO_FIELDS}`;

const oneToOneEdge = (
  name: string,
  node: string,
) => `type ${name} implements OneToOneConnection & Edge & ${node}ConnectionEdge {
  cursor: String
  node: ${node}!
}`;

export const connectionTypeDefs = [
  BASE,
  ...LISTED_TYPES.map(nodeInterfaces),
  ...EDGE_ONLY_TYPES.map(edgeInterface),
  ...LIST_CONNECTIONS.map(([name, node]) => listConnection(name, node)),
  ...ONE_TO_ONE_EDGES.map(([name, node]) => oneToOneEdge(name, node)),
].join('\n\n');
