import type { PostRow, TermRow } from '../repositories/rows.js';
import { isPublicPostType, POST_TYPES, type PublicPostType } from './post-types.js';
import type { SiteState } from './site-state.js';
import { isTaxonomyName, TAXONOMY_DEFINITIONS, type TaxonomyName } from './taxonomies.js';

/** Polylang's URL prefix: none for the default language, `/uk` for Ukrainian. */
export function languagePrefix(language: string | null, site: SiteState): string {
  return language && language !== site.defaultLanguage ? `/${language}` : '';
}

/** The pretty permalink path of a published row, ignoring the front-page and posts-page rules. */
export function permalinkPath(row: PostRow, site: SiteState, ancestorSlugs: readonly string[] = []): string | null {
  if (row.post_type === 'attachment') return `/${row.slug}/`;
  if (!isPublicPostType(row.post_type)) return null;
  const rewrite = POST_TYPES[row.post_type].rewriteSlug;
  const path = [...(rewrite ? [rewrite] : []), ...ancestorSlugs, row.slug];
  return `${languagePrefix(row.language, site)}/${path.join('/')}/`;
}

/**
 * The URI of a post-like row (WPGraphQL's `uri`: the permalink without the home URL). Drafts have no
 * pretty permalink yet, so WordPress gives them `/?p=ID`. The front page is `/` (per language), and
 * the posts page has no URI of its own: its address names the posts archive (a ContentType).
 */
export function postUri(row: PostRow, site: SiteState, ancestorSlugs: readonly string[] = []): string | null {
  if (row.post_type === 'attachment') return permalinkPath(row, site);
  if (row.status !== 'publish') return `/?p=${row.id}`;
  if (site.frontPageIds.has(row.id)) return `${languagePrefix(row.language, site)}/`;
  if (site.postsPageIds.has(row.id)) return null;
  return permalinkPath(row, site, ancestorSlugs);
}

/** `/category/{slug}/`, with parent slugs for hierarchical taxonomies as WordPress builds them. */
export function termUri(term: TermRow, ancestorSlugs: readonly string[] = []): string | null {
  if (!isTaxonomyName(term.taxonomy)) return null;
  return `/${TAXONOMY_DEFINITIONS[term.taxonomy].rewriteSlug}/${[...ancestorSlugs, term.slug].join('/')}/`;
}

export const userUri = (nicename: string): string => `/author/${nicename}/`;

/** What a URI names, before any lookup (WPGraphQL's NodeResolver parses the request the same way). */
export type UriTarget =
  | { kind: 'postId'; id: number }
  | { kind: 'frontPage'; language: string }
  | { kind: 'user'; nicename: string }
  | { kind: 'term'; taxonomy: TaxonomyName; slugs: string[] }
  | { kind: 'archive'; postType: PublicPostType; language: string }
  | { kind: 'single'; postType: PublicPostType; slug: string; language: string }
  | { kind: 'path'; segments: string[]; language: string };

/**
 * Parses a URI as WordPress's rewrite rules would: `?p=`/`?page_id=` name a post by id, a leading
 * language slug selects a Polylang language, then author, taxonomy, archive and single-item prefixes
 * are tried before a plain page or post path. Trailing slashes are optional, as for WordPress.
 * Absolute URLs are accepted only on this site's own origins; anything else is null.
 */
export function parseUri(uri: string, site: SiteState, ownOrigins: readonly string[]): UriTarget | null {
  let rest = uri.trim();
  const absolute = /^[a-z][a-z0-9+.-]*:\/\//i.test(rest);
  if (absolute) {
    const origin = ownOrigins.find((candidate) => rest.toLowerCase().startsWith(candidate.toLowerCase()));
    if (!origin) return null;
    rest = rest.slice(origin.length);
  }
  if (!rest.startsWith('/')) rest = `/${rest}`;
  const [rawPath = '/', query = ''] = rest.split('?', 2);
  const params = new URLSearchParams(query.split('#')[0]);
  for (const key of ['p', 'page_id', 'attachment_id']) {
    const value = params.get(key);
    if (value !== null) return /^\d+$/.test(value) && Number(value) > 0 ? { kind: 'postId', id: Number(value) } : null;
  }
  let segments: string[];
  try {
    segments = rawPath
      .split('#')[0]!
      .split('/')
      .filter(Boolean)
      .map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
  let language = site.defaultLanguage;
  if (segments[0] && segments[0] !== site.defaultLanguage && site.languages.includes(segments[0])) {
    language = segments.shift()!;
  }
  const [first, ...others] = segments;
  if (first === undefined) return { kind: 'frontPage', language };
  if (first === 'author') return others.length === 1 ? { kind: 'user', nicename: others[0]! } : null;
  const taxonomy = Object.values(TAXONOMY_DEFINITIONS).find((definition) => definition.rewriteSlug === first);
  if (taxonomy) return others.length > 0 ? { kind: 'term', taxonomy: taxonomy.name, slugs: others } : null;
  const postType = Object.values(POST_TYPES).find((definition) => definition.rewriteSlug === first);
  if (postType) {
    if (others.length === 0 && postType.archiveSlug) return { kind: 'archive', postType: postType.name, language };
    return others.length === 1 ? { kind: 'single', postType: postType.name, slug: others[0]!, language } : null;
  }
  return { kind: 'path', segments, language };
}
