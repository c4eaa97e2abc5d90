import type { Db } from '../../db/connection.js';
import type { PostRow } from './rows.js';

/** Site-local `YYYY-MM-DDTHH:MM:SS` and its GMT twin, as WordPress stamps `modified`. */
export interface WriteStamps {
  local: string;
  gmt: string;
}

/** The fields a REST update sets; the slug is made unique when the row ends up published. */
export interface PostUpdate {
  title: string;
  content: string;
  excerpt: string;
  slug: string;
  status: PostRow['status'];
}

/** The writes of the REST routes (`rest/write-routes.ts`), each in its own transaction. */
export function createPostWriteRepository(db: Db) {
  const selectPost = db.prepare('SELECT * FROM wp_posts WHERE id = ?');
  const slugTaken = db.prepare(
    "SELECT 1 FROM wp_posts WHERE post_type = ? AND slug = ? AND status = 'publish' AND id <> ?",
  );
  const update = db.prepare(
    `UPDATE wp_posts SET title = ?, content = ?, excerpt = ?, slug = ?, status = ?, modified = ?, modified_gmt = ?
     WHERE id = ?`,
  );
  const trash = db.prepare("UPDATE wp_posts SET status = 'trash', modified = ?, modified_gmt = ? WHERE id = ?");
  const deleteRevisions = db.prepare("DELETE FROM wp_posts WHERE parent_id = ? AND post_type = 'revision'");
  const moveChildrenUp = db.prepare(
    "UPDATE wp_posts SET parent_id = ? WHERE parent_id = ? AND post_type <> 'revision'",
  );
  const menuItemsLinking = db.prepare('SELECT post_id FROM wp_menu_items WHERE linked_post_id = ?').pluck();
  const detachMenuChildren = db.prepare('UPDATE wp_menu_items SET parent_item_id = NULL WHERE parent_item_id = ?');
  const clearFeaturedMedia = db.prepare('UPDATE wp_posts SET featured_media_id = NULL WHERE featured_media_id = ?');
  const deleteRow = db.prepare('DELETE FROM wp_posts WHERE id = ?');

  const getPost = (id: number) => selectPost.get(id) as PostRow | undefined;

  /** WordPress's wp_unique_post_slug for published rows: `slug`, else `slug-2`, `slug-3`, … */
  const uniqueSlug = (row: PostRow, slug: string): string => {
    let candidate = slug;
    for (let n = 2; slugTaken.get(row.post_type, candidate, row.id); n++) candidate = `${slug}-${n}`;
    return candidate;
  };

  return {
    getPost,

    /** Applies `fields` to the row; `stamps` is called inside the transaction. Returns the row after. */
    updatePost: (id: number, fields: PostUpdate, stamps: () => WriteStamps): PostRow =>
      db.transaction(() => {
        const current = getPost(id)!;
        const slug = fields.status === 'publish' ? uniqueSlug(current, fields.slug) : fields.slug;
        const now = stamps();
        update.run(fields.title, fields.content, fields.excerpt, slug, fields.status, now.local, now.gmt, id);
        return getPost(id)!;
      })(),

    /** Moves the row to the trash (hidden like a draft). Returns the row after. */
    trashPost: (id: number, stamps: () => WriteStamps): PostRow =>
      db.transaction(() => {
        const now = stamps();
        trash.run(now.local, now.gmt, id);
        return getPost(id)!;
      })(),

    /** wp_delete_post: revisions go, children move up to the parent, menu items linking it go. */
    deletePost: (row: PostRow): void =>
      db.transaction(() => {
        deleteRevisions.run(row.id);
        moveChildrenUp.run(row.parent_id, row.id);
        for (const itemId of menuItemsLinking.all(row.id) as number[]) {
          detachMenuChildren.run(itemId);
          deleteRow.run(itemId);
        }
        clearFeaturedMedia.run(row.id);
        deleteRow.run(row.id);
      })(),
  };
}

export type PostWriteRepository = ReturnType<typeof createPostWriteRepository>;
