import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/connection.js';
import { hashPasswordSync } from '../../content/users.js';
import { addAvatar, addDefaultAvatar } from './images.js';
import { AUTHORS, EDITOR, SHOPPER, type PersonSeed } from './people.js';
import {
  CATEGORIES,
  FOOTER_MENU,
  GUIDE_CATEGORIES,
  LANGUAGES,
  PRIMARY_MENU,
  REVIEW_CATEGORIES,
  SITE_OPTIONS,
  TAGS,
  type SeedMenuItem,
} from './site.js';
import type { AuthorKey, CategoryKey, GuideCategoryKey, ReviewCategoryKey, TagKey } from './types.js';
import { insertPost, insertTerm, setOption } from './writer.js';

export function seedOptionsAndLanguages(db: Db): void {
  for (const [name, value] of Object.entries(SITE_OPTIONS)) setOption(db, name, value);
  const insert = db.prepare(
    'INSERT INTO wp_languages (slug, name, locale, is_default, position) VALUES (?, ?, ?, ?, ?)',
  );
  LANGUAGES.forEach((language, position) =>
    insert.run(language.slug, language.name, language.locale, language.isDefault ? 1 : 0, position),
  );
}

function insertPerson(db: Db, person: PersonSeed): number {
  // Authors get a random password nobody knows: they exist to sign articles, not to sign in.
  const password = person.password ?? randomBytes(24).toString('base64url');
  return Number(
    db
      .prepare(
        `INSERT INTO wp_users (login, email, nicename, display_name, first_name, last_name, description, url, role,
           avatar_path, password_hash, registered)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        person.login,
        person.email,
        person.nicename,
        person.displayName,
        person.firstName,
        person.lastName,
        person.description,
        person.url,
        person.role,
        addAvatar(db, person),
        hashPasswordSync(password),
        person.registered,
      ).lastInsertRowid,
  );
}

export interface PeopleIds {
  authors: Record<AuthorKey, number>;
  editor: number;
  shopper: number;
}

export function seedPeople(db: Db): PeopleIds {
  addDefaultAvatar(db);
  const authors = Object.fromEntries(
    (Object.keys(AUTHORS) as AuthorKey[]).map((key) => [key, insertPerson(db, AUTHORS[key])]),
  ) as Record<AuthorKey, number>;
  return { authors, editor: insertPerson(db, EDITOR), shopper: insertPerson(db, SHOPPER) };
}

export interface TermIds {
  categories: Record<CategoryKey | 'uncategorized', number>;
  tags: Record<TagKey, number>;
  guideCategories: Record<GuideCategoryKey, number>;
  reviewCategories: Record<ReviewCategoryKey, number>;
}

function insertAll<K extends string>(
  db: Db,
  taxonomy: 'category' | 'post_tag' | 'guide_category' | 'review_category',
  entries: Readonly<Record<K, { name: string; description: string } | string>>,
): Record<K, number> {
  return Object.fromEntries(
    (Object.keys(entries) as K[]).map((slug) => {
      const entry = entries[slug];
      const { name, description } = typeof entry === 'string' ? { name: entry, description: '' } : entry;
      return [slug, insertTerm(db, { taxonomy, name, slug, description })];
    }),
  ) as Record<K, number>;
}

export function seedTaxonomies(db: Db): TermIds {
  return {
    categories: insertAll(db, 'category', CATEGORIES),
    tags: insertAll(db, 'post_tag', TAGS),
    guideCategories: insertAll(db, 'guide_category', GUIDE_CATEGORIES),
    reviewCategories: insertAll(db, 'review_category', REVIEW_CATEGORIES),
  };
}

/** A menu: a nav_menu term at a location, its items nav_menu_item posts (children after their parent). */
function seedMenu(
  db: Db,
  location: 'PRIMARY' | 'FOOTER',
  name: string,
  items: readonly SeedMenuItem[],
  pageIds: Record<'privatlan' | 'about', number>,
): void {
  const menuId = insertTerm(db, { taxonomy: 'nav_menu', name, slug: name.toLowerCase().replace(/\s+/g, '-') });
  db.prepare('INSERT INTO wp_menu_locations (location, menu_id) VALUES (?, ?)').run(location, menuId);
  const insertItem = db.prepare(
    'INSERT INTO wp_menu_items (post_id, menu_id, parent_item_id, url, linked_post_id, css_classes) VALUES (?, ?, ?, ?, ?, ?)',
  );
  let order = 0;
  const add = (item: SeedMenuItem, parentId: number | null) => {
    order += 1;
    const id = insertPost(db, {
      postType: 'nav_menu_item',
      status: 'publish',
      slug: `menu-item-${location.toLowerCase()}-${order}`,
      title: item.label,
      menuOrder: order,
      date: '2025-01-06T09:20:00',
    });
    // WordPress names a menu item's post after its id once it exists.
    db.prepare('UPDATE wp_posts SET slug = ? WHERE id = ?').run(String(id), id);
    insertItem.run(
      id,
      menuId,
      parentId,
      'url' in item ? item.url : null,
      'page' in item ? pageIds[item.page] : null,
      '[]',
    );
    for (const child of item.children ?? []) add(child, id);
  };
  for (const item of items) add(item, null);
}

/** The primary menu (with Services and its children) and the footer menu. */
export function seedMenus(db: Db, pageIds: Record<'privatlan' | 'about', number>): void {
  seedMenu(db, 'PRIMARY', 'Primary Menu', PRIMARY_MENU, pageIds);
  seedMenu(db, 'FOOTER', 'Footer Menu', FOOTER_MENU, pageIds);
}
