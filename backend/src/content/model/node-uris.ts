import type { ContentStore } from '../repositories/index.js';
import type { PostRow, TermRow } from '../repositories/rows.js';
import { subjectOf, type PostNode } from './nodes.js';
import type { SiteState } from './site-state.js';
import { postUri, termUri } from './uris.js';

/** Slugs of a page's ancestors, outermost first (pages nest in their permalinks). */
export function ancestorSlugs(store: ContentStore, row: PostRow): string[] {
  const slugs: string[] = [];
  for (let parentId = row.post_type === 'page' ? row.parent_id : null; parentId;) {
    const parent = store.posts.get(parentId);
    if (!parent) break;
    slugs.unshift(parent.slug);
    parentId = parent.parent_id;
  }
  return slugs;
}

/** The URI of a node. A revision shows its parent's URI. */
export function postNodeUri(store: ContentStore, site: SiteState, node: PostNode): string | null {
  const subject = subjectOf(node);
  return postUri(subject, site, ancestorSlugs(store, subject));
}

/** The term's URI; hierarchical taxonomies include the parents' slugs, as get_term_link() does. */
export function termRowUri(store: ContentStore, term: TermRow): string | null {
  const slugs: string[] = [];
  for (let parentId = term.parent_id; parentId;) {
    const parent = store.terms.get(parentId);
    if (!parent) break;
    slugs.unshift(parent.slug);
    parentId = parent.parent_id;
  }
  return termUri(term, slugs);
}
