import type { MenuItemRow, PostRow, TermRow, UserRow } from '../repositories/rows.js';
import type { UserRole } from '../viewer.js';
import type { PostTypeDefinition, PostTypeName } from './post-types.js';
import type { TermTypeName } from './taxonomies.js';

/**
 * The objects resolvers pass around. Each carries `__typename`, which graphql-js's default type
 * resolver reads, so every interface and union resolves to the right object type.
 */

/**
 * A post-like node. When `row` is a revision (a preview), `parent` is the post it revises: the
 * type, URI, slug, terms, author, featured image and language come from the parent (WPGraphQL's
 * Model\Post resolves them so for previews); title, content, excerpt and dates from the revision.
 */
export interface PostNode {
  __typename: PostTypeName;
  row: PostRow;
  parent: PostRow | null;
}

export interface TermNodeModel {
  __typename: TermTypeName;
  row: TermRow;
}

export interface UserNode {
  __typename: 'User';
  row: UserRow;
}

export interface ContentTypeNode {
  __typename: 'ContentType';
  definition: PostTypeDefinition;
}

export interface MenuNode {
  __typename: 'Menu';
  row: TermRow;
}

export interface MenuItemNode {
  __typename: 'MenuItem';
  row: MenuItemRow;
}

export interface UserRoleNode {
  __typename: 'UserRole';
  name: UserRole;
}

export type GraphNode = PostNode | TermNodeModel | UserNode | ContentTypeNode | MenuNode | MenuItemNode | UserRoleNode;

const POST_TYPENAMES: ReadonlySet<string> = new Set(['Post', 'Page', 'Guide', 'Review', 'MediaItem']);
export const isPostNode = (node: GraphNode): node is PostNode => POST_TYPENAMES.has(node.__typename);

/** The post whose type, URI, terms and language a node shows: the parent of a revision. */
export const subjectOf = (node: PostNode): PostRow => node.parent ?? node.row;

/** A one-to-one connection edge (`{ node }`); WPGraphQL leaves its cursor null. */
export interface OneToOneEdge<T> {
  cursor: null;
  node: T;
}

export const toEdge = <T>(node: T | null): OneToOneEdge<T> | null => (node === null ? null : { cursor: null, node });
