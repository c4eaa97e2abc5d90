import { editorAccessToken } from './backend-admin';

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

const ROOT_FIELDS = { post: 'posts', page: 'pages', guide: 'guides', review: 'reviews' } as const;

/**
 * Database ids of the seeded drafts. Anonymous GraphQL cannot list drafts (that is the point), so
 * the test asks as the seeded editor, with the access token Faust's preview flow gives.
 */
export async function draftIds(postType: keyof typeof ROOT_FIELDS): Promise<number[]> {
  const field = ROOT_FIELDS[postType];
  const response = await fetch(`${contentOrigin()}/graphql`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${await editorAccessToken(contentOrigin())}`,
    },
    body: JSON.stringify({ query: `{ ${field}(first: 100, where: { status: DRAFT }) { nodes { databaseId } } }` }),
  });
  const body = (await response.json()) as {
    data?: Record<string, { nodes: { databaseId: number }[] }>;
    errors?: unknown;
  };
  if (!body.data || body.errors) throw new Error(`draft query failed: ${JSON.stringify(body.errors)}`);
  return body.data[field]!.nodes.map((node) => node.databaseId).sort((a, b) => a - b);
}
