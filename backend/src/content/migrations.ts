import type { Migration } from '../db/migrate.js';

/**
 * The content service's tables mirror WordPress's model under a `wp_` prefix (the pricing tables
 * already own names like `categories`): one id space for every post-like object (posts, pages,
 * guides, reviews, attachments, menu items, revisions) and one for terms (categories, tags, the
 * custom taxonomies and menus), because WPGraphQL's global ids (`post:14`, `term:5`) depend on it.
 */
export const contentMigrations: readonly Migration[] = [
  {
    id: 'content-001-wordpress-tables',
    up: (db) => {
      db.exec(`
        CREATE TABLE wp_options (
          name TEXT PRIMARY KEY,
          value TEXT NOT NULL
        );

        -- Polylang's languages; exactly one is the default.
        CREATE TABLE wp_languages (
          slug TEXT PRIMARY KEY,
          name TEXT NOT NULL,
          locale TEXT NOT NULL,
          is_default INTEGER NOT NULL DEFAULT 0 CHECK (is_default IN (0, 1)),
          position INTEGER NOT NULL
        );

        -- Files under /wp-content/uploads/, served as they are stored.
        CREATE TABLE wp_uploads (
          path TEXT PRIMARY KEY CHECK (path NOT LIKE '%..%' AND path NOT LIKE '/%'),
          mime_type TEXT NOT NULL,
          body BLOB NOT NULL,
          modified TEXT NOT NULL
        );

        CREATE TABLE wp_users (
          id INTEGER PRIMARY KEY,
          login TEXT NOT NULL UNIQUE COLLATE NOCASE,
          email TEXT NOT NULL UNIQUE COLLATE NOCASE,
          nicename TEXT NOT NULL UNIQUE,
          display_name TEXT NOT NULL,
          first_name TEXT NOT NULL DEFAULT '',
          last_name TEXT NOT NULL DEFAULT '',
          description TEXT NOT NULL DEFAULT '',
          url TEXT NOT NULL DEFAULT '',
          role TEXT NOT NULL CHECK (role IN ('administrator', 'editor', 'author', 'contributor', 'subscriber')),
          locale TEXT NOT NULL DEFAULT 'en_GB',
          avatar_path TEXT REFERENCES wp_uploads(path),
          -- scrypt$N$r$p$salt$hash (base64); read only by verifyPassword, never by a query or route.
          password_hash TEXT NOT NULL,
          registered TEXT NOT NULL
        );

        CREATE TABLE wp_posts (
          id INTEGER PRIMARY KEY,
          post_type TEXT NOT NULL
            CHECK (post_type IN ('post', 'page', 'guide', 'review', 'attachment', 'revision', 'nav_menu_item')),
          status TEXT NOT NULL CHECK (status IN ('publish', 'draft', 'inherit')),
          slug TEXT NOT NULL,
          title TEXT NOT NULL DEFAULT '',
          content TEXT NOT NULL DEFAULT '',
          excerpt TEXT NOT NULL DEFAULT '',
          author_id INTEGER REFERENCES wp_users(id),
          parent_id INTEGER REFERENCES wp_posts(id),
          menu_order INTEGER NOT NULL DEFAULT 0,
          featured_media_id INTEGER REFERENCES wp_posts(id),
          date TEXT NOT NULL,
          date_gmt TEXT NOT NULL,
          modified TEXT NOT NULL,
          modified_gmt TEXT NOT NULL,
          comment_status TEXT NOT NULL DEFAULT 'closed',
          ping_status TEXT NOT NULL DEFAULT 'closed',
          is_sticky INTEGER NOT NULL DEFAULT 0 CHECK (is_sticky IN (0, 1)),
          language TEXT REFERENCES wp_languages(slug),
          -- Polylang keeps translations together in a group; members share this key.
          translation_group TEXT
        );
        -- WordPress keeps published slugs unique per post type (wp_unique_post_slug).
        CREATE UNIQUE INDEX wp_posts_published_slug ON wp_posts(post_type, slug) WHERE status = 'publish';
        CREATE INDEX wp_posts_listing ON wp_posts(post_type, status, date DESC, id DESC);
        CREATE INDEX wp_posts_parent ON wp_posts(parent_id, post_type);
        CREATE INDEX wp_posts_author ON wp_posts(author_id, post_type, status);
        CREATE INDEX wp_posts_translation ON wp_posts(translation_group) WHERE translation_group IS NOT NULL;

        -- Attachment details (the attachment itself is a wp_posts row: title, caption = excerpt,
        -- description = content).
        CREATE TABLE wp_media (
          post_id INTEGER PRIMARY KEY REFERENCES wp_posts(id) ON DELETE CASCADE,
          upload_path TEXT NOT NULL REFERENCES wp_uploads(path),
          width INTEGER NOT NULL,
          height INTEGER NOT NULL,
          alt_text TEXT NOT NULL DEFAULT ''
        );

        CREATE TABLE wp_terms (
          id INTEGER PRIMARY KEY,
          taxonomy TEXT NOT NULL
            CHECK (taxonomy IN ('category', 'post_tag', 'guide_category', 'review_category', 'nav_menu')),
          name TEXT NOT NULL,
          slug TEXT NOT NULL,
          description TEXT NOT NULL DEFAULT '',
          parent_id INTEGER REFERENCES wp_terms(id),
          UNIQUE (taxonomy, slug)
        );

        CREATE TABLE wp_term_relationships (
          post_id INTEGER NOT NULL REFERENCES wp_posts(id) ON DELETE CASCADE,
          term_id INTEGER NOT NULL REFERENCES wp_terms(id) ON DELETE CASCADE,
          term_order INTEGER NOT NULL DEFAULT 0,
          PRIMARY KEY (post_id, term_id)
        );
        CREATE INDEX wp_term_relationships_term ON wp_term_relationships(term_id, post_id);

        -- ACF-style field groups, one JSON document per post and group (validated on read).
        CREATE TABLE wp_field_groups (
          post_id INTEGER NOT NULL REFERENCES wp_posts(id) ON DELETE CASCADE,
          field_group TEXT NOT NULL CHECK (field_group IN ('postACF', 'guideACF', 'guidesproduct', 'reviewACF')),
          value TEXT NOT NULL CHECK (json_valid(value)),
          PRIMARY KEY (post_id, field_group)
        );

        -- Menus are nav_menu terms; their items are nav_menu_item posts (title = label,
        -- menu_order = order) with these details.
        CREATE TABLE wp_menu_items (
          post_id INTEGER PRIMARY KEY REFERENCES wp_posts(id) ON DELETE CASCADE,
          menu_id INTEGER NOT NULL REFERENCES wp_terms(id),
          parent_item_id INTEGER REFERENCES wp_posts(id),
          -- A custom link keeps its url; a link to a page or post names it and takes its URI.
          url TEXT,
          linked_post_id INTEGER REFERENCES wp_posts(id),
          target TEXT,
          css_classes TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(css_classes)),
          description TEXT NOT NULL DEFAULT '',
          link_relationship TEXT,
          CHECK ((url IS NULL) <> (linked_post_id IS NULL))
        );
        CREATE INDEX wp_menu_items_menu ON wp_menu_items(menu_id);

        CREATE TABLE wp_menu_locations (
          location TEXT PRIMARY KEY CHECK (location IN ('PRIMARY', 'FOOTER')),
          menu_id INTEGER NOT NULL REFERENCES wp_terms(id)
        );
      `);
    },
  },
  {
    // WordPress's trash (REST DELETE without force). SQLite cannot alter a CHECK, so wp_posts is
    // rebuilt the documented way, with foreign keys off: the new table takes the old one's name,
    // so every REFERENCES wp_posts elsewhere still holds.
    id: 'content-002-trash-status',
    rebuildsTables: true,
    up: (db) => {
      const tableSql = db
        .prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'wp_posts'")
        .pluck()
        .get() as string;
      const indexSql = db
        .prepare("SELECT sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'wp_posts' AND sql IS NOT NULL")
        .pluck()
        .all() as string[];
      const oldCheck = "CHECK (status IN ('publish', 'draft', 'inherit'))";
      if (!tableSql.includes(oldCheck)) throw new Error('content-002: unexpected wp_posts definition');
      const newSql = tableSql
        .replace(oldCheck, "CHECK (status IN ('publish', 'draft', 'inherit', 'trash'))")
        .replace(/^CREATE TABLE wp_posts\b/, 'CREATE TABLE wp_posts_next');
      db.exec(newSql);
      db.exec('INSERT INTO wp_posts_next SELECT * FROM wp_posts');
      db.exec('DROP TABLE wp_posts');
      db.exec('ALTER TABLE wp_posts_next RENAME TO wp_posts');
      for (const sql of indexSql) db.exec(sql);
    },
  },
];
