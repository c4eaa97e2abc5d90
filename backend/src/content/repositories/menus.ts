import type { Db } from '../../db/connection.js';
import type { MenuItemRow, TermRow } from './rows.js';
import { WhereBuilder } from './sql.js';

export type MenuLocation = 'PRIMARY' | 'FOOTER';

export interface MenuItemFilter {
  menuIds?: readonly number[];
  location?: MenuLocation;
  /** 0 means top-level items only, as WPGraphQL's `parentDatabaseId: 0`. */
  parentItemId?: number;
  id?: number;
}

const ITEM_COLUMNS = `i.post_id, i.menu_id, i.parent_item_id, i.url, i.linked_post_id, i.target, i.css_classes,
  i.description, i.link_relationship, p.title AS label, p.menu_order`;

/** Menus (nav_menu terms), their locations and their items (nav_menu_item posts). */
export function createMenuRepository(db: Db) {
  const locationsOf = db.prepare('SELECT location FROM wp_menu_locations WHERE menu_id = ? ORDER BY location');
  const menuAt = db.prepare(
    'SELECT t.* FROM wp_terms t JOIN wp_menu_locations l ON l.menu_id = t.id WHERE l.location = ?',
  );
  const itemById = db.prepare(
    `SELECT ${ITEM_COLUMNS} FROM wp_menu_items i JOIN wp_posts p ON p.id = i.post_id WHERE i.post_id = ?`,
  );
  const itemCount = db.prepare('SELECT COUNT(*) FROM wp_menu_items WHERE menu_id = ?');

  return {
    getLocations(menuId: number): MenuLocation[] {
      return locationsOf.pluck().all(menuId) as MenuLocation[];
    },
    getMenuAt(location: MenuLocation): TermRow | undefined {
      return menuAt.get(location) as TermRow | undefined;
    },
    getItem(id: number): MenuItemRow | undefined {
      return itemById.get(id) as MenuItemRow | undefined;
    },
    countItems(menuId: number): number {
      return itemCount.pluck().get(menuId) as number;
    },
    listItems(filter: MenuItemFilter): MenuItemRow[] {
      const where = new WhereBuilder().in('i.menu_id', filter.menuIds);
      if (filter.location) {
        where.add('i.menu_id = (SELECT menu_id FROM wp_menu_locations WHERE location = ?)', filter.location);
      }
      if (filter.parentItemId === 0) where.add('i.parent_item_id IS NULL');
      else if (filter.parentItemId !== undefined) where.add('i.parent_item_id = ?', filter.parentItemId);
      if (filter.id !== undefined) where.add('i.post_id = ?', filter.id);
      return db
        .prepare(
          `SELECT ${ITEM_COLUMNS} FROM wp_menu_items i JOIN wp_posts p ON p.id = i.post_id ${where.sql()}
           ORDER BY p.menu_order, i.post_id`,
        )
        .all(...where.params) as MenuItemRow[];
    },
  };
}

export type MenuRepository = ReturnType<typeof createMenuRepository>;
