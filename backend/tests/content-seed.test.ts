import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../src/db/connection.js';
import { migrate } from '../src/db/migrate.js';
import { allMigrations } from '../src/db/schema.js';
import { FIELD_GROUP_SCHEMAS } from '../src/content/repositories/field-groups.js';
import { verifyPassword } from '../src/content/users.js';
import { seedContent } from '../src/seed/content/seed-content.js';
import { startTestBackend, type TestBackend } from './helpers.js';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
});

afterAll(async () => {
  await backend?.close();
});

const rows = <T>(sql: string, ...params: unknown[]) => backend.db.prepare(sql).all(...params) as T[];
const fields = (postId: number, group: keyof typeof FIELD_GROUP_SCHEMAS) => {
  const raw = backend.db
    .prepare('SELECT value FROM wp_field_groups WHERE post_id = ? AND field_group = ?')
    .pluck()
    .get(postId, group);
  return raw === undefined
    ? null
    : (FIELD_GROUP_SCHEMAS[group].parse(JSON.parse(raw as string)) as Record<string, any>);
};

interface ArticleRow {
  id: number;
  slug: string;
  title: string;
  content: string;
  date: string;
  featured_media_id: number | null;
}

describe('seeded editorial content', () => {
  it('has the promised amount of each kind', () => {
    const counts = Object.fromEntries(
      rows<{ kind: string; n: number }>(
        "SELECT post_type || ':' || status AS kind, COUNT(*) AS n FROM wp_posts GROUP BY post_type, status",
      ).map((row) => [row.kind, row.n]),
    );
    expect(counts['guide:publish']).toBeGreaterThanOrEqual(6);
    expect(counts['review:publish']).toBeGreaterThanOrEqual(4);
    expect(counts['post:publish']).toBeGreaterThanOrEqual(12);
    for (const kind of ['post', 'page', 'guide', 'review']) expect(counts[`${kind}:draft`], kind).toBe(1);
    expect(counts['revision:inherit']).toBe(4);
    const pages = rows<{ slug: string }>(
      "SELECT slug FROM wp_posts WHERE post_type = 'page' AND status = 'publish'",
    ).map((r) => r.slug);
    expect(pages).toEqual(expect.arrayContaining(['homepage', 'homepage-uk', 'privatlan', 'about']));
  });

  it('dates everything before November 2026 and spreads news over the months', () => {
    expect(rows<{ latest: string }>('SELECT MAX(date) AS latest FROM wp_posts')[0]!.latest < '2026-11-01').toBe(true);
    const months = rows<{ month: string }>(
      "SELECT DISTINCT substr(date, 1, 7) AS month FROM wp_posts WHERE post_type = 'post' AND status = 'publish'",
    );
    expect(months.length).toBeGreaterThanOrEqual(9);
  });

  it('writes every guide in full: intro, how we picked, sections, FAQ, gallery and a table', () => {
    const guides = rows<ArticleRow>("SELECT * FROM wp_posts WHERE post_type = 'guide' AND status = 'publish'");
    for (const guide of guides) {
      const acf = fields(guide.id, 'guideACF')!;
      expect(acf.subheading && acf.intro && acf.introTitle && acf.howDidWePickTitle, guide.slug).toBeTruthy();
      expect(acf.howDidWePick.length, guide.slug).toBeGreaterThanOrEqual(3);
      expect(guide.content).toMatch(/<h2 class="wp-block-heading">/);
      expect(guide.content).toMatch(/<h3 class="wp-block-heading">/);
      expect(guide.content).toMatch(/<div class="faq"><h3 class="faq-question">[^<]+<\/h3><div class="faq-answer">/);
      expect(guide.content).toMatch(/<table/);
      const images = [
        ...guide.content.matchAll(/<img src="\/wp-content\/uploads\/([^"]+)" alt="[^"]+" width="800" height="600"\/>/g),
      ].map((m) => m[1]);
      expect(guide.content).toContain('<div class="gallery-strip">');
      expect(images.length, guide.slug).toBeGreaterThanOrEqual(3);
      for (const image of images)
        expect(backend.db.prepare('SELECT 1 FROM wp_uploads WHERE path = ?').get(image), image).toBeTruthy();
      expect(guide.featured_media_id).not.toBeNull();
      expect(
        rows(
          "SELECT 1 FROM wp_term_relationships r JOIN wp_terms t ON t.id = r.term_id WHERE r.post_id = ? AND t.taxonomy = 'guide_category'",
          guide.id,
        ),
      ).toHaveLength(1);
    }
  });

  it('compares real catalogue products in guides, under their catalogue names', () => {
    const products = backend.db.prepare('SELECT COUNT(*) FROM products').pluck().get() as number;
    for (const guide of rows<ArticleRow>("SELECT * FROM wp_posts WHERE post_type = 'guide'")) {
      const table = fields(guide.id, 'guidesproduct')!;
      if (products === 0) {
        expect(table.product).toEqual([]);
        continue;
      }
      expect(table.product.length, guide.slug).toBeGreaterThanOrEqual(2);
      for (const item of table.product) {
        const name = backend.db.prepare('SELECT name FROM products WHERE id = ?').pluck().get(Number(item.productcard));
        expect(name, `${guide.slug}: product ${item.productcard}`).toBe(item.productName);
        expect(item.properties).toHaveLength(table.propertiesName.length);
      }
    }
  });

  it('links each review to the product it reviews when the catalogue has it', () => {
    for (const review of rows<ArticleRow>("SELECT * FROM wp_posts WHERE post_type = 'review' AND status = 'publish'")) {
      const acf = fields(review.id, 'reviewACF')!;
      expect(review.title).toContain(acf.productName);
      if (acf.productcard !== null) {
        expect(backend.db.prepare('SELECT name FROM products WHERE id = ?').pluck().get(Number(acf.productcard))).toBe(
          acf.productName,
        );
      }
      expect(acf.rating).toBeGreaterThan(0);
    }
  });

  it('contains no placeholder text', () => {
    const text = rows<{ content: string }>('SELECT title || content || excerpt AS content FROM wp_posts')
      .map((r) => r.content)
      .join('\n');
    expect(text).not.toMatch(/lorem|ipsum|TODO|TBD/i);
  });

  it('has authors with bios and avatars, an editor and a shopper', () => {
    const users = rows<{ role: string; description: string; avatar_path: string | null }>(
      'SELECT role, description, avatar_path FROM wp_users',
    );
    const authors = users.filter((user) => user.role === 'author');
    expect(authors.length).toBeGreaterThanOrEqual(2);
    for (const author of authors) {
      expect(author.description.length).toBeGreaterThan(80);
      expect(author.avatar_path).toMatch(/^avatars\/.+\.svg$/);
    }
    expect(users.filter((user) => user.role === 'editor')).toHaveLength(1);
    expect(users.filter((user) => user.role === 'subscriber')).toHaveLength(1);
  });

  it('builds the primary menu, with the service pages under Services, and the footer menu', async () => {
    const response = await fetch(`${backend.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `{
          primary: menuItems(where: { location: PRIMARY }) { nodes { id label uri parentId } }
          footer: menuItems(where: { location: FOOTER }) { nodes { label uri parentId menu { node { name } } } }
        }`,
      }),
    });
    const { data } = await response.json();
    const primary = data.primary.nodes as { id: string; label: string; uri: string; parentId: string | null }[];
    const services = primary.find((item) => item.label === 'Services')!;
    expect(
      primary.map(({ label, uri, parentId }) => [label, uri, parentId === services.id ? 'Services' : parentId]),
    ).toEqual([
      ['Home', '/', null],
      ['All Categories', '/cl/', null],
      ['Guides', '/g/', null],
      ['News', '/n/', null],
      ['Services', '#', null],
      ['Personal loan', '/privatlan/', 'Services'],
    ]);
    expect(data.footer.nodes).toEqual([
      { label: 'Personal loan', uri: '/privatlan/', parentId: null, menu: { node: { name: 'Footer Menu' } } },
      { label: 'About us', uri: '/about/', parentId: null, menu: { node: { name: 'Footer Menu' } } },
    ]);
  });
});

describe('passwords', () => {
  it('stores salted scrypt hashes with their parameters', () => {
    const hashes = backend.db.prepare('SELECT password_hash FROM wp_users').pluck().all() as string[];
    for (const hash of hashes) expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/);
    expect(new Set(hashes).size).toBe(hashes.length);
  });

  it('verifies the demo accounts by login or email, and refuses wrong passwords and unknown users', async () => {
    expect(await verifyPassword(backend.db, 'editor', 'pricewise-editor')).toMatchObject({
      login: 'editor',
      role: 'editor',
      displayName: 'Eleanor Marsh',
    });
    expect(await verifyPassword(backend.db, 'shopper@pricewise.example', 'pricewise-shopper')).toMatchObject({
      login: 'shopper',
      role: 'subscriber',
    });
    expect(await verifyPassword(backend.db, 'editor', 'pricewise-shopper')).toBeNull();
    expect(await verifyPassword(backend.db, 'nobody', 'pricewise-editor')).toBeNull();
    expect(JSON.stringify(await verifyPassword(backend.db, 'editor', 'pricewise-editor'))).not.toContain('scrypt');
  });

  it('never shows a hash through GraphQL or REST', async () => {
    const graphql = await fetch(`${backend.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query:
          '{ users(first: 100) { nodes { name email username description capabilities url slug } } posts(first: 100) { nodes { author { node { name email } } } } }',
      }),
    });
    const rest = await fetch(`${backend.baseUrl}/wp-json/wp/v2/posts?_embed&per_page=100`);
    for (const body of [await graphql.text(), await rest.text()]) {
      expect(body).not.toContain('scrypt');
      expect(body).not.toContain('@pricewise.example');
    }
  });
});

describe('seeding', () => {
  const dump = (db: Db) =>
    JSON.stringify([
      db.prepare('SELECT * FROM wp_posts ORDER BY id').all(),
      db.prepare('SELECT * FROM wp_field_groups ORDER BY post_id, field_group').all(),
      db.prepare('SELECT * FROM wp_terms ORDER BY id').all(),
      db.prepare('SELECT path, length(body) FROM wp_uploads ORDER BY path').all(),
    ]);

  it('is deterministic, and leaves comparison tables empty when the catalogue is', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-seed-'));
    try {
      const [first, second] = ['a', 'b'].map((name) => {
        const db = openDatabase(path.join(dir, `${name}.sqlite`));
        migrate(db, allMigrations);
        db.transaction(() => seedContent(db))();
        return db;
      });
      expect(dump(first!)).toBe(dump(second!));
      const tables = first!
        .prepare("SELECT value FROM wp_field_groups WHERE field_group = 'guidesproduct'")
        .pluck()
        .all() as string[];
      expect(tables.map((value) => JSON.parse(value))).toEqual(tables.map(() => ({ propertiesName: [], product: [] })));
      first!.close();
      second!.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
