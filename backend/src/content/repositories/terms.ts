import type { Db } from '../../db/connection.js';
import type { TaxonomyName } from '../model/taxonomies.js';
import type { TermRow } from './rows.js';
import { containsPattern, WhereBuilder } from './sql.js';

export type TermOrderField = 'NAME' | 'SLUG' | 'TERM_ID' | 'COUNT' | 'DESCRIPTION' | 'TERM_GROUP' | 'TERM_ORDER';

export interface TermListFilter {
  taxonomy: TaxonomyName | 'nav_menu';
  ids?: readonly number[];
  excludeIds?: readonly number[];
  slugs?: readonly string[];
  names?: readonly string[];
  parentId?: number;
  search?: string;
  /** hide_empty: only terms with at least one published object. */
  hideEmpty?: boolean;
  orderBy?: TermOrderField;
  order?: 'ASC' | 'DESC';
}

/** How many published objects carry the term: WordPress's term_taxonomy.count. */
const COUNT_SQL = `(SELECT COUNT(*) FROM wp_term_relationships r JOIN wp_posts p ON p.id = r.post_id
  WHERE r.term_id = t.id AND p.status = 'publish')`;

const ORDER_COLUMNS: Record<TermOrderField, string> = {
  NAME: 't.name COLLATE NOCASE',
  SLUG: 't.slug',
  TERM_ID: 't.id',
  COUNT: COUNT_SQL,
  DESCRIPTION: 't.description',
  TERM_GROUP: 't.id',
  TERM_ORDER: 't.id',
};

export function createTermRepository(db: Db) {
  const byId = db.prepare('SELECT * FROM wp_terms WHERE id = ?');
  const bySlug = db.prepare('SELECT * FROM wp_terms WHERE taxonomy = ? AND slug = ?');
  const byName = db.prepare('SELECT * FROM wp_terms WHERE taxonomy = ? AND name = ? ORDER BY id LIMIT 1');
  const ofPost = db.prepare(
    `SELECT t.* FROM wp_terms t JOIN wp_term_relationships r ON r.term_id = t.id
     WHERE r.post_id = ? AND t.taxonomy = ? ORDER BY r.term_order, t.name COLLATE NOCASE`,
  );
  const count = db.prepare(`SELECT ${COUNT_SQL} FROM wp_terms t WHERE t.id = ?`);

  return {
    get(id: number): TermRow | undefined {
      return byId.get(id) as TermRow | undefined;
    },
    getBySlug(taxonomy: TaxonomyName | 'nav_menu', slug: string): TermRow | undefined {
      return bySlug.get(taxonomy, slug) as TermRow | undefined;
    },
    getByName(taxonomy: TaxonomyName | 'nav_menu', name: string): TermRow | undefined {
      return byName.get(taxonomy, name) as TermRow | undefined;
    },
    listOfPost(postId: number, taxonomy: TaxonomyName): TermRow[] {
      return ofPost.all(postId, taxonomy) as TermRow[];
    },
    countPublished(termId: number): number {
      return count.pluck().get(termId) as number;
    },
    list(filter: TermListFilter): TermRow[] {
      const where = new WhereBuilder()
        .add('t.taxonomy = ?', filter.taxonomy)
        .in('t.id', filter.ids)
        .in('t.id', filter.excludeIds, true)
        .in('t.slug', filter.slugs)
        .in('t.name', filter.names);
      if (filter.parentId === 0) where.add('t.parent_id IS NULL');
      else if (filter.parentId !== undefined) where.add('t.parent_id = ?', filter.parentId);
      if (filter.search) {
        const like = containsPattern(filter.search);
        where.add("(t.name LIKE ? ESCAPE '\\' OR t.slug LIKE ? ESCAPE '\\')", like, like);
      }
      if (filter.hideEmpty) where.add(`${COUNT_SQL} > 0`);
      const order = `${ORDER_COLUMNS[filter.orderBy ?? 'NAME']} ${filter.order === 'DESC' ? 'DESC' : 'ASC'}, t.id ASC`;
      return db
        .prepare(`SELECT t.* FROM wp_terms t ${where.sql()} ORDER BY ${order}`)
        .all(...where.params) as TermRow[];
    },
  };
}

export type TermRepository = ReturnType<typeof createTermRepository>;
