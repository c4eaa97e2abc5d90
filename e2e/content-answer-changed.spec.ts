import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './support/test';
import { contentOrigin } from './support/content';
import { startSite, type RunningSite } from './support/processes';

/**
 * The content service answering in a changed shape (a field of another type) is an outage, not a
 * missing page: 503 with Retry-After, nothing cached, and the page back once the answers are.
 * A proxy in front of the local content backend changes the guide's answers on demand; the path
 * asked for is one no other journey visits, so no generated copy of it exists yet.
 */
const ASKED = '/guide/changed-shape-journey/';
const REAL = '/guide/best-robot-vacuums/';
/** How the URIs appear in the seed query's variables (Faust asks without the trailing slash). */
const asked = ASKED.slice(0, -1);
const real = REAL.slice(0, -1);

/** The GraphQL operation asked: in the query string (Apollo's hashed GETs) or the JSON body. */
function operationName(url: URL, body: string): string | null {
  if (url.searchParams.has('operationName')) return url.searchParams.get('operationName');
  try {
    return (JSON.parse(body) as { operationName?: string }).operationName ?? null;
  } catch {
    return null;
  }
}

/** Forwards everything to the content backend; asks for REAL where the site asks for ASKED, and in `changed` mode gives the guide's node a string database id. */
function startChangingProxy() {
  const state = { changed: true };
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', async () => {
      const url = new URL(request.url ?? '/', contentOrigin());
      const variables = url.searchParams.get('variables');
      if (variables) url.searchParams.set('variables', variables.split(asked).join(real));
      body = body.split(asked).join(real);
      const headers = Object.fromEntries(
        Object.entries(request.headers).filter(([name]) => !['host', 'content-length', 'connection'].includes(name)),
      ) as Record<string, string>;
      const answer = await fetch(url, {
        method: request.method,
        headers,
        body: request.method === 'GET' || request.method === 'HEAD' ? undefined : body,
        redirect: 'manual',
      });
      let text = await answer.text();
      if (state.changed && operationName(url, body) === 'GetSingular') {
        const json = JSON.parse(text) as { data?: { contentNode?: { databaseId?: unknown } } };
        if (json.data?.contentNode) json.data.contentNode.databaseId = 'not-a-number';
        text = JSON.stringify(json);
      }
      response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
      response.end(text);
    });
  });
  return new Promise<{ url: string; state: typeof state; close: () => Promise<void> }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        state,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    ),
  );
}

test('a guide whose answer changed shape answers 503 with Retry-After, not a cached 404, and comes back with the answers', async () => {
  const proxy = await startChangingProxy();
  let site: RunningSite | undefined;
  try {
    site = await startSite({ NEXT_PUBLIC_WORDPRESS_URL: proxy.url });
    const changed = await fetch(`${site.url}${ASKED}`);
    expect(changed.status).toBe(503);
    expect(changed.headers.get('retry-after')).toBeTruthy();
    expect(site.output()).toMatch(/template singular: invalid-answer \(article: databaseId: /);

    proxy.state.changed = false;
    const back = await fetch(`${site.url}${ASKED}`);
    expect(back.status).toBe(200);
    expect(await back.text()).toContain('<h1');
  } finally {
    await site?.stop();
    await proxy.close();
  }
});
