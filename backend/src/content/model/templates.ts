import type { PostRow, TermRow } from '../repositories/rows.js';
import type { PostTypeDefinition } from './post-types.js';

/**
 * FaustWP's `templates` field: WordPress's template hierarchy for the node, most specific first
 * (the names get_*_template() would try), ending in `index`.
 */
export function postTemplates(row: PostRow, definition: PostTypeDefinition, isFrontPage: boolean): string[] {
  const front = isFrontPage ? ['front-page'] : [];
  if (definition.name === 'page') return [...front, `page-${row.slug}`, `page-${row.id}`, 'page', 'singular', 'index'];
  if (definition.name === 'attachment') return ['attachment', 'single', 'singular', 'index'];
  return [`single-${definition.name}-${row.slug}`, `single-${definition.name}`, 'single', 'singular', 'index'];
}

export function termTemplates(term: TermRow): string[] {
  if (term.taxonomy === 'category')
    return [`category-${term.slug}`, `category-${term.id}`, 'category', 'archive', 'index'];
  if (term.taxonomy === 'post_tag') return [`tag-${term.slug}`, `tag-${term.id}`, 'tag', 'archive', 'index'];
  return [`taxonomy-${term.taxonomy}-${term.slug}`, `taxonomy-${term.taxonomy}`, 'taxonomy', 'archive', 'index'];
}

export function userTemplates(nicename: string, id: number): string[] {
  return [`author-${nicename}`, `author-${id}`, 'author', 'archive', 'index'];
}

export function contentTypeTemplates(definition: PostTypeDefinition, isFrontPage: boolean): string[] {
  if (definition.name === 'post') return [...(isFrontPage ? ['front-page'] : []), 'home', 'index'];
  return [`archive-${definition.name}`, 'archive', 'index'];
}
