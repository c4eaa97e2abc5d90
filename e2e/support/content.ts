import path from 'node:path';
import Database from 'better-sqlite3';

/** The content backend the site under test reads (set by scripts/with-backend.mjs). */
export function contentOrigin(): string {
  const origin = process.env.NEXT_PUBLIC_WORDPRESS_URL;
  if (!origin) throw new Error('NEXT_PUBLIC_WORDPRESS_URL is not set: run the tests through scripts/e2e.mjs');
  return origin.replace(/\/+$/, '');
}

/** Asks the content backend directly, as an anonymous visitor, to know what the pages should show. */
export async function contentQuery<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${contentOrigin()}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!body.data || body.errors) throw new Error(`content query failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/**
 * Database ids of the seeded drafts. Anonymous GraphQL cannot list drafts (that is the point),
 * so the test reads the local backend's database file, read-only.
 */
export function draftIds(postType: 'post' | 'page' | 'guide' | 'review'): number[] {
  const dataDir = process.env.BACKEND_DATA_DIR;
  if (!dataDir) throw new Error('BACKEND_DATA_DIR is not set: run the tests through scripts/e2e.mjs');
  const db = new Database(path.join(dataDir, 'backend.sqlite'), { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare("SELECT id FROM wp_posts WHERE status = 'draft' AND post_type = ? ORDER BY id").all(postType) as { id: number }[];
    return rows.map((row) => row.id);
  } finally {
    db.close();
  }
}
