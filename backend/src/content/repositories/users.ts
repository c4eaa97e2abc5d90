import type { Db } from '../../db/connection.js';
import type { UserRole } from '../viewer.js';
import type { UserRow } from './rows.js';
import { containsPattern, placeholders, WhereBuilder } from './sql.js';

/** Every column but password_hash: nothing outside verifyPassword may read the hash. */
const PUBLIC_COLUMNS = `id, login, email, nicename, display_name, first_name, last_name, description, url, role,
  locale, avatar_path, registered`;

export interface UserListFilter {
  ids?: readonly number[];
  excludeIds?: readonly number[];
  login?: string;
  nicename?: string;
  roles?: readonly UserRole[];
  search?: string;
  /** Only users with published content of these post types (WP_User_Query has_published_posts). */
  hasPublishedPosts?: readonly string[];
}

export function createUserRepository(db: Db) {
  const byId = db.prepare(`SELECT ${PUBLIC_COLUMNS} FROM wp_users WHERE id = ?`);
  const byNicename = db.prepare(`SELECT ${PUBLIC_COLUMNS} FROM wp_users WHERE nicename = ?`);
  const byEmail = db.prepare(`SELECT ${PUBLIC_COLUMNS} FROM wp_users WHERE email = ?`);
  const byLogin = db.prepare(`SELECT ${PUBLIC_COLUMNS} FROM wp_users WHERE login = ?`);

  return {
    get(id: number): UserRow | undefined {
      return byId.get(id) as UserRow | undefined;
    },
    getByNicename(nicename: string): UserRow | undefined {
      return byNicename.get(nicename) as UserRow | undefined;
    },
    getByEmail(email: string): UserRow | undefined {
      return byEmail.get(email) as UserRow | undefined;
    },
    getByLogin(login: string): UserRow | undefined {
      return byLogin.get(login) as UserRow | undefined;
    },
    list(filter: UserListFilter): UserRow[] {
      const where = new WhereBuilder()
        .in('u.id', filter.ids)
        .in('u.id', filter.excludeIds, true)
        .in('u.role', filter.roles);
      if (filter.login !== undefined) where.add('u.login = ?', filter.login);
      if (filter.nicename !== undefined) where.add('u.nicename = ?', filter.nicename);
      if (filter.search) {
        const like = containsPattern(filter.search);
        where.add("(u.display_name LIKE ? ESCAPE '\\' OR u.nicename LIKE ? ESCAPE '\\')", like, like);
      }
      if (filter.hasPublishedPosts) {
        where.add(
          `EXISTS (SELECT 1 FROM wp_posts p WHERE p.author_id = u.id AND p.status = 'publish'
            AND p.post_type IN (${placeholders(filter.hasPublishedPosts) || 'NULL'}))`,
          ...filter.hasPublishedPosts,
        );
      }
      return db
        .prepare(`SELECT ${PUBLIC_COLUMNS} FROM wp_users u ${where.sql()} ORDER BY u.login COLLATE NOCASE`)
        .all(...where.params) as UserRow[];
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
