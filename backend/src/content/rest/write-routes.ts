import { z } from 'zod';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/connection.js';
import type { RevalidationEvent, RevalidationNotifier } from '../../revalidation/notifier.js';
import type { ContentConfig } from '../config.js';
import { createContext, type ContentContext } from '../graphql/context.js';
import { postNodeUri } from '../model/node-uris.js';
import type { PostNode } from '../model/nodes.js';
import { POST_TYPES } from '../model/post-types.js';
import { canEditPost } from '../model/visibility.js';
import type { ContentStore } from '../repositories/index.js';
import { createPostWriteRepository } from '../repositories/post-writes.js';
import type { PostRow } from '../repositories/rows.js';
import { viewerForUser, type EditorPasswordCheck, type Viewer } from '../viewer.js';
import { embedSelection, type RestQuery } from './collection.js';
import {
  alreadyTrashed,
  cannotDelete,
  cannotEdit,
  cannotPublish,
  incorrectPassword,
  invalidJson,
  invalidParam,
  invalidPostId,
  noRoute,
  notLoggedIn,
  RestError,
  tooManyLoginAttempts,
} from './errors.js';
import { toRestPost } from './serialize.js';

type WritablePostType = 'post' | 'page' | 'guide' | 'review';

/** REST bases that take writes (singular aliases as the GET routes accept them). */
const WRITABLE: Record<string, WritablePostType> = {
  posts: 'post',
  pages: 'page',
  guides: 'guide',
  guide: 'guide',
  reviews: 'review',
  review: 'review',
};

export interface RestWriteRouteOptions {
  db: Db;
  store: ContentStore;
  config: ContentConfig;
  notifier: RevalidationNotifier;
  /** The shared password check (accounts/): editors only, failures counted per account and client. */
  checkPassword: EditorPasswordCheck;
}

/** The body WordPress's posts controller takes, limited to what the content service stores. */
const updateBody = z.object({
  title: z.string().max(1_000).optional(),
  content: z.string().max(2_000_000).optional(),
  excerpt: z.string().max(100_000).optional(),
  slug: z.string().max(200).optional(),
  status: z.enum(['publish', 'draft']).optional(),
});

const BAD_JSON = Symbol('bad json');

/** `<script>` elements (and stray tags) never belong in a title. */
export function stripScripts(title: string): string {
  return title.replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '').replace(/<\/?script\b[^>]*>/gi, '');
}

/** sanitize_title_with_dashes, roughly: lower case, accents off, anything else becomes a dash. */
export function sanitizeSlug(raw: string): string {
  return raw
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/<[^>]*>/g, '')
    .replace(/[^\p{L}\p{N}_\s-]+/gu, '')
    .trim()
    .replace(/[\s-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 200);
}

/**
 * `Authorization: Basic base64(login:password)`, as WordPress application passwords are sent,
 * checked by the sign-in every other login uses: editors only (anyone else, a shopper with the
 * right password included, gets the wrong password's answer), failures counted per account and
 * per client address, a lock answered 429 with Retry-After.
 */
async function authenticate(
  db: Db,
  checkPassword: EditorPasswordCheck,
  authorization: string | undefined,
  client: string,
): Promise<Viewer> {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(authorization?.trim() ?? '');
  if (!match) throw notLoggedIn();
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) throw notLoggedIn();
  const check = await checkPassword(decoded.slice(0, colon), decoded.slice(colon + 1), client);
  if (check.outcome === 'throttled') throw tooManyLoginAttempts(check.retryAfterSeconds);
  const viewer = check.outcome === 'ok' ? viewerForUser(db, check.userId) : null;
  if (!viewer) throw incorrectPassword();
  return viewer;
}

/** Now, as WordPress stores it: site-local `YYYY-MM-DDTHH:MM:SS` and its GMT twin. */
function nowStamps(timeZone: string): { local: string; gmt: string } {
  const now = new Date();
  let local: string;
  try {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-GB', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      })
        .formatToParts(now)
        .map((part) => [part.type, part.value]),
    );
    local = `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
  } catch {
    local = now.toISOString().slice(0, 19);
  }
  return { local, gmt: now.toISOString().slice(0, 19) };
}

const nodeOf = (row: PostRow): PostNode =>
  ({ __typename: POST_TYPES[row.post_type as WritablePostType].typeName, row, parent: null }) as PostNode;

/** The public address of a row, or null when it has none (not published, or the posts page). */
function publicUri(ctx: ContentContext, row: PostRow): string | null {
  if (row.status !== 'publish') return null;
  return postNodeUri(ctx.store, ctx.site(), nodeOf(row));
}

/** What the site must revalidate after a write turned `before` into `after` (null: deleted). */
export function revalidationFor(ctx: ContentContext, before: PostRow, after: PostRow | null): RevalidationEvent | null {
  const oldUri = publicUri(ctx, before);
  const newUri = after ? publicUri(ctx, after) : null;
  const uris = [...new Set([newUri, oldUri].filter((uri): uri is string => uri !== null))];
  if (uris.length === 0) return null; // a draft stayed a draft: nothing public changed
  const event = newUri === null ? 'content.deleted' : oldUri === null ? 'content.published' : 'content.updated';
  return { event, uris };
}

/**
 * WordPress REST writes of posts, pages, guides and reviews, authenticated with application
 * passwords (HTTP Basic, checked by the shared sign-in: editors only): update (POST, PUT, PATCH), trash (DELETE) and
 * delete (DELETE ?force=true). Each committed write that changes a public page is reported to the
 * site's revalidation endpoint, after the transaction and without holding up the answer.
 */
export function registerRestWriteRoutes(app: FastifyInstance, options: RestWriteRouteOptions): void {
  const { db, store, config, notifier, checkPassword } = options;
  const posts = createPostWriteRepository(db);
  const stamps = () => nowStamps(store.site.getOption('timezone_string') || 'UTC');

  const send = (reply: FastifyReply, status: number, body: unknown) =>
    reply.code(status).type('application/json; charset=UTF-8').send(JSON.stringify(body));

  /** Authenticates, finds the item of the route's type and checks edit rights, in WordPress's order. */
  const prepare = async (request: FastifyRequest) => {
    const { type, id } = request.params as { type: string; id: string };
    const postType = WRITABLE[type];
    if (!postType || !/^\d{1,15}$/.test(id)) throw noRoute();
    const viewer = await authenticate(db, checkPassword, request.headers.authorization, request.ip);
    const row = posts.getPost(Number(id));
    if (!row || row.post_type !== postType) throw invalidPostId();
    return { viewer, row, ctx: createContext(store, viewer, config) };
  };

  const afterCommit = (request: FastifyRequest, ctx: ContentContext, before: PostRow, after: PostRow | null) => {
    const event = revalidationFor(ctx, before, after);
    if (event) void notifier.notify(event, request.log);
  };

  const update = async (request: FastifyRequest, reply: FastifyReply) => {
    const { viewer, row, ctx } = await prepare(request);
    if (!canEditPost(viewer, row)) throw cannotEdit();
    if (request.body === BAD_JSON) throw invalidJson();
    const parsed = updateBody.safeParse(request.body ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const param = String(issue.path[0] ?? 'body');
      throw invalidParam(
        param,
        issue.path.length ? `${param} is invalid: ${issue.message}` : 'The body must be a JSON object.',
      );
    }
    const body = parsed.data;
    const status = body.status ?? (row.status === 'trash' ? 'draft' : row.status);
    if (status === 'publish' && row.status !== 'publish' && !viewer.capabilities.has('publish_posts'))
      throw cannotPublish();
    const title = body.title === undefined ? row.title : stripScripts(body.title);
    let slug = row.slug;
    if (body.slug !== undefined) {
      slug = sanitizeSlug(body.slug);
      if (!slug) throw invalidParam('slug', 'slug must contain a letter or a digit.');
    } else if (!slug) {
      slug = sanitizeSlug(title) || String(row.id);
    }

    const after = posts.updatePost(
      row.id,
      { title, content: body.content ?? row.content, excerpt: body.excerpt ?? row.excerpt, slug, status },
      stamps,
    );
    afterCommit(request, ctx, row, after);
    request.log.info(
      { contentWrite: { id: row.id, type: row.post_type, status: after.status, by: viewer.userId } },
      'content updated',
    );
    return send(reply, 200, toRestPost(ctx, nodeOf(after), embedSelection(request.query as RestQuery)));
  };

  const remove = async (request: FastifyRequest, reply: FastifyReply) => {
    const { viewer, row, ctx } = await prepare(request);
    if (!canEditPost(viewer, row)) throw cannotDelete();
    const force = ['true', '1'].includes(String((request.query as RestQuery).force ?? '').toLowerCase());
    const previous = toRestPost(ctx, nodeOf(row), null);
    if (!force) {
      if (row.status === 'trash') throw alreadyTrashed();
      const after = posts.trashPost(row.id, stamps);
      afterCommit(request, ctx, row, after);
      request.log.info(
        { contentWrite: { id: row.id, type: row.post_type, status: 'trash', by: viewer.userId } },
        'content trashed',
      );
      return send(reply, 200, toRestPost(ctx, nodeOf(after), null));
    }
    posts.deletePost(row);
    afterCommit(request, ctx, row, null);
    request.log.info(
      { contentWrite: { id: row.id, type: row.post_type, deleted: true, by: viewer.userId } },
      'content deleted',
    );
    return send(reply, 200, { deleted: true, previous });
  };

  app.register(async (scope) => {
    // WordPress answers unreadable JSON with its own error, not the server's generic one.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 4 * 1024 * 1024 },
      (_request, body, done) => {
        const text = String(body).trim();
        if (!text) return done(null, undefined);
        try {
          done(null, JSON.parse(text));
        } catch {
          done(null, BAD_JSON);
        }
      },
    );

    const wrap =
      (handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) =>
      async (request: FastifyRequest, reply: FastifyReply) => {
        reply.header('vary', 'Origin');
        reply.header('cache-control', 'no-cache, must-revalidate, max-age=0, no-store, private');
        try {
          return await handler(request, reply);
        } catch (error) {
          if (!(error instanceof RestError)) throw error;
          if (error.status === 401) reply.header('www-authenticate', 'Basic realm="WordPress"');
          if (error.retryAfter !== null) reply.header('retry-after', String(error.retryAfter));
          return send(reply, error.status, error.body);
        }
      };
    scope.route({ method: ['POST', 'PUT', 'PATCH'], url: '/wp-json/wp/v2/:type/:id', handler: wrap(update) });
    scope.delete('/wp-json/wp/v2/:type/:id', wrap(remove));
  });
}
