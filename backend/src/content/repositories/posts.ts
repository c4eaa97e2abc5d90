import type { Db } from '../../db/connection.js';
import type { PostType } from '../model/post-types.js';
import type { TaxonomyName } from '../model/taxonomies.js';
import type { PostRow, PostStatus } from './rows.js';
import { containsPattern, placeholders, WhereBuilder } from './sql.js';

export type PostOrderField = 'DATE' | 'MODIFIED' | 'TITLE' | 'SLUG' | 'MENU_ORDER' | 'AUTHOR' | 'PARENT';
export interface PostOrder {
  field: PostOrderField;
  order: 'ASC' | 'DESC';
}

/** A post must carry at least one of these terms (one constraint per taxonomy; constraints AND). */
export interface TermConstraint {
  taxonomy: TaxonomyName;
  ids?: readonly number[];
  slugs?: readonly string[];
}

export interface PostListFilter {
  postTypes: readonly PostType[];
  statuses: readonly PostStatus[];
  ids?: readonly number[];
  excludeIds?: readonly number[];
  slugs?: readonly string[];
  authorIds?: readonly number[];
  excludeAuthorIds?: readonly number[];
  authorNicename?: string;
  parentIds?: readonly number[];
  /** Only rows without a parent (post_parent = 0). */
  topLevelOnly?: boolean;
  languages?: readonly string[];
  terms?: readonly TermConstraint[];
  search?: string;
  title?: string;
  orderBy?: readonly PostOrder[];
}

/** WP_Query's default order: newest first. */
const DEFAULT_ORDER: readonly PostOrder[] = [{ field: 'DATE', order: 'DESC' }];

const ORDER_COLUMNS: Record<PostOrderField, string> = {
  DATE: 'p.date',
  MODIFIED: 'p.modified',
  TITLE: 'p.title COLLATE NOCASE',
  SLUG: 'p.slug',
  MENU_ORDER: 'p.menu_order',
  AUTHOR: 'p.author_id',
  PARENT: 'p.parent_id',
};

/** Reads of wp_posts. Statements are prepared once per database. */
export function createPostRepository(db: Db) {
  const byId = db.prepare('SELECT * FROM wp_posts WHERE id = ?');
  const publishedBySlug = db.prepare("SELECT * FROM wp_posts WHERE post_type = ? AND slug = ? AND status = 'publish'");
  const newestRevision = db.prepare(
    "SELECT * FROM wp_posts WHERE parent_id = ? AND post_type = 'revision' ORDER BY date DESC, id DESC LIMIT 1",
  );
  const revisions = db.prepare(
    "SELECT * FROM wp_posts WHERE parent_id = ? AND post_type = 'revision' ORDER BY date DESC, id DESC",
  );
  const translations = db.prepare('SELECT * FROM wp_posts WHERE translation_group = ? ORDER BY id');
  const publishedCountByAuthor = db.prepare(
    `SELECT COUNT(*) FROM wp_posts
     WHERE author_id = ? AND status = 'publish' AND post_type IN ('post', 'page', 'guide', 'review')`,
  );

  return {
    get(id: number): PostRow | undefined {
      return byId.get(id) as PostRow | undefined;
    },
    getPublishedBySlug(postType: PostType, slug: string): PostRow | undefined {
      return publishedBySlug.get(postType, slug) as PostRow | undefined;
    },
    /** wp_get_post_revisions( $id, [ 'posts_per_page' => 1 ] ): newest first. */
    getNewestRevision(parentId: number): PostRow | undefined {
      return newestRevision.get(parentId) as PostRow | undefined;
    },
    listRevisions(parentId: number): PostRow[] {
      return revisions.all(parentId) as PostRow[];
    },
    listTranslationGroup(group: string): PostRow[] {
      return translations.all(group) as PostRow[];
    },
    countPublishedByAuthor(authorId: number): number {
      return publishedCountByAuthor.pluck().get(authorId) as number;
    },
    /** Every matching row in order; callers page in memory (the content set is editorial-sized). */
    list(filter: PostListFilter): PostRow[] {
      const where = new WhereBuilder()
        .in('p.post_type', filter.postTypes)
        .in('p.status', filter.statuses)
        .in('p.id', filter.ids)
        .in('p.id', filter.excludeIds, true)
        .in('p.slug', filter.slugs)
        .in('p.author_id', filter.authorIds)
        .in('p.author_id', filter.excludeAuthorIds, true)
        .in('p.parent_id', filter.parentIds)
        .in('p.language', filter.languages);
      if (filter.topLevelOnly) where.add('p.parent_id IS NULL');
      if (filter.authorNicename !== undefined) {
        where.add('p.author_id = (SELECT id FROM wp_users WHERE nicename = ?)', filter.authorNicename);
      }
      for (const { taxonomy, ids = [], slugs = [] } of filter.terms ?? []) {
        where.add(
          `EXISTS (SELECT 1 FROM wp_term_relationships r JOIN wp_terms t ON t.id = r.term_id
            WHERE r.post_id = p.id AND t.taxonomy = ?
              AND (t.id IN (${placeholders(ids) || 'NULL'}) OR t.slug IN (${placeholders(slugs) || 'NULL'})))`,
          taxonomy,
          ...ids,
          ...slugs,
        );
      }
      // WP_Query's search: every word must appear in the title, the excerpt or the content.
      for (const word of filter.search?.split(/\s+/).filter(Boolean) ?? []) {
        const like = containsPattern(word);
        where.add(
          "(p.title LIKE ? ESCAPE '\\' OR p.excerpt LIKE ? ESCAPE '\\' OR p.content LIKE ? ESCAPE '\\')",
          like,
          like,
          like,
        );
      }
      if (filter.title !== undefined) where.add('p.title = ?', filter.title);
      const orderBy = (filter.orderBy?.length ? filter.orderBy : DEFAULT_ORDER)
        .map((o) => `${ORDER_COLUMNS[o.field]} ${o.order === 'ASC' ? 'ASC' : 'DESC'}`)
        .concat('p.id DESC');
      return db
        .prepare(`SELECT p.* FROM wp_posts p ${where.sql()} ORDER BY ${orderBy.join(', ')}`)
        .all(...where.params) as PostRow[];
    },
  };
}

export type PostRepository = ReturnType<typeof createPostRepository>;
