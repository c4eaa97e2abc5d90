import { toConnection, type Connection, type ConnectionArgs } from '../../model/connection.js';
import { toDatabaseIds } from '../../model/global-id.js';
import type { TermNodeModel } from '../../model/nodes.js';
import type { TaxonomyName } from '../../model/taxonomies.js';
import type { TermListFilter, TermOrderField } from '../../repositories/terms.js';
import type { ContentContext } from '../context.js';
import { toTermNode } from '../loaders.js';

/** The `where` arguments of term connections (WP_Term_Query arguments). */
export interface TermWhereArgs {
  exclude?: (string | null)[] | null;
  include?: (string | null)[] | null;
  hideEmpty?: boolean | null;
  name?: (string | null)[] | null;
  slug?: (string | null)[] | null;
  search?: string | null;
  parent?: number | null;
  orderby?: TermOrderField | null;
  order?: 'ASC' | 'DESC' | null;
}

export type TermConnectionArgs = ConnectionArgs & { where?: TermWhereArgs | null };

const strings = (values: readonly (string | null)[] | null | undefined) =>
  values ? values.filter((value): value is string => value !== null) : undefined;

/** A term connection over one taxonomy; `restrictTo` narrows it (e.g. to the terms of one post). */
export function resolveTermConnection(
  ctx: ContentContext,
  taxonomy: TaxonomyName,
  args: TermConnectionArgs,
  restrictTo?: readonly number[],
): Connection<TermNodeModel> {
  const where = args.where ?? {};
  const include = toDatabaseIds(where.include, 'term');
  const filter: TermListFilter = {
    taxonomy,
    ids: restrictTo && include ? restrictTo.filter((id) => include.includes(id)) : (restrictTo ?? include),
    excludeIds: toDatabaseIds(where.exclude, 'term'),
    names: strings(where.name),
    slugs: strings(where.slug),
    ...(where.parent !== undefined && where.parent !== null ? { parentId: where.parent } : {}),
    ...(where.search ? { search: where.search } : {}),
    // WPGraphQL lists empty terms too unless asked (hide_empty defaults to false in connections).
    hideEmpty: where.hideEmpty ?? false,
    orderBy: where.orderby ?? 'NAME',
    order: where.order ?? 'ASC',
  };
  const nodes = ctx.store.terms
    .list(filter)
    .map((row) => toTermNode(row))
    .filter((node): node is TermNodeModel => node !== null);
  return toConnection(nodes, args, (node) => node.row.id);
}

/** The terms of one post in a taxonomy (a revision shows its parent's terms). */
export function resolvePostTermConnection(
  ctx: ContentContext,
  postId: number,
  taxonomy: TaxonomyName,
  args: TermConnectionArgs,
): Connection<TermNodeModel> {
  const ids = ctx.store.terms.listOfPost(postId, taxonomy).map((term) => term.id);
  return resolveTermConnection(ctx, taxonomy, args, ids);
}

/** A term and every term below it: WordPress includes child terms' posts in a term archive. */
export function termWithDescendants(ctx: ContentContext, termId: number, taxonomy: TaxonomyName): number[] {
  const ids = [termId];
  for (let index = 0; index < ids.length; index += 1) {
    for (const child of ctx.store.terms.list({ taxonomy, parentId: ids[index]! })) ids.push(child.id);
  }
  return ids;
}
