import { z } from 'zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PricingAdminConfig } from '../admin-config.js';
import { parseLink } from '../feeds/attributes/link.js';
import type { FeedConfig } from '../feeds/feed-config.js';
import { FeedError } from '../feeds/feed-errors.js';
import type { FeedImporter } from '../feeds/feed-import.js';
import type { FeedRepository } from '../feeds/feed-repository.js';
import { feedView, importView } from '../feeds/feed-views.js';
import { resolveFeedFile } from '../feeds/fetch/file-feed.js';
import { isFeedUrl } from '../feeds/fetch/open-feed.js';
import { feedCategoryKey } from '../feeds/matching.js';
import { createAdminGuard } from '../http/admin-auth.js';
import { badRequest, notFound, parseOrBadRequest } from '../http/errors.js';
import { idParam } from '../http/request-schemas.js';
import { toSeconds } from '../history/time.js';

export interface AdminFeedRouteOptions {
  admin: PricingAdminConfig;
  config: FeedConfig;
  repository: FeedRepository;
  importer: FeedImporter;
}

const storeParams = z.object({ storeId: idParam });
const importParams = z.object({ storeId: idParam, importId: idParam });
const feedBody = z
  .object({
    source: z.string().trim().min(1).max(2_000),
    everyMinutes: z.number().int().min(15).max(10_080).nullable().optional(),
  })
  .strict();
const importBody = z
  .object({ source: z.string().trim().min(1).max(2_000).optional(), allowShrink: z.boolean().optional() })
  .strict()
  .optional();
const mapBody = z
  .object({
    entries: z
      .array(
        z.object({ feedCategory: z.string().trim().min(1).max(750), categoryId: z.number().int().min(1) }).strict(),
      )
      .max(5_000),
  })
  .strict();

/**
 * The back office of store feeds (`Authorization: Bearer <PRICING_ADMIN_TOKEN>`): a store's feed
 * and schedule, its category map, and its imports: start one (202, then read its report), list
 * them, read one's report.
 */
export function registerAdminFeedRoutes(app: FastifyInstance, options: AdminFeedRouteOptions): void {
  const { repository, importer, config } = options;
  const requireAdmin = createAdminGuard(options.admin);

  const storeOf = async (request: FastifyRequest) => {
    requireAdmin(request);
    const { storeId } = parseOrBadRequest(storeParams, request.params, 'path');
    const store = await repository.findStore(storeId);
    if (!store) throw notFound(`No store with id ${storeId}`);
    return store;
  };

  /** A URL must be http(s); anything else names a file in the feeds folder. */
  const checkSource = (source: string) => {
    if (isFeedUrl(source) || /^[a-z][a-z\d+.-]*:/i.test(source)) {
      const link = parseLink(source);
      if (!link.ok) throw badRequest(`Invalid body: source: ${link.reason}`);
      return link.value;
    }
    try {
      resolveFeedFile(config.filesDir, source);
    } catch (error) {
      if (error instanceof FeedError) throw badRequest(`Invalid body: source: ${error.message}`);
      throw error;
    }
    return source;
  };

  app.get('/restapi/admin/stores/:storeId/feed', async (request) => {
    const store = await storeOf(request);
    const feed = await repository.getFeed(store.id);
    if (!feed) throw notFound(`Store ${store.id} has no feed`);
    return feedView(feed);
  });

  app.put('/restapi/admin/stores/:storeId/feed', async (request) => {
    const store = await storeOf(request);
    const body = parseOrBadRequest(feedBody, request.body, 'body');
    const feed = await repository.saveFeed(
      store.id,
      { source: checkSource(body.source), everyMinutes: body.everyMinutes ?? null },
      toSeconds(new Date()),
    );
    const view = feedView(feed);
    request.log.info({ storeFeed: view }, 'store feed saved');
    return view;
  });

  app.delete('/restapi/admin/stores/:storeId/feed', async (request, reply) => {
    const store = await storeOf(request);
    if (!(await repository.deleteFeed(store.id))) throw notFound(`Store ${store.id} has no feed`);
    return reply.code(204).send();
  });

  app.get('/restapi/admin/stores/:storeId/category-map', async (request) => {
    const store = await storeOf(request);
    return { entries: await repository.getCategoryMap(store.id) };
  });

  app.put('/restapi/admin/stores/:storeId/category-map', async (request) => {
    const store = await storeOf(request);
    const { entries } = parseOrBadRequest(mapBody, request.body, 'body');
    const keyed = new Map(entries.map((entry) => [feedCategoryKey(entry.feedCategory), entry.categoryId]));
    const { unknownCategories } = await repository.replaceCategoryMap(
      store.id,
      [...keyed].map(([feedCategory, categoryId]) => ({ feedCategory, categoryId })),
    );
    if (unknownCategories.length) throw badRequest(`Invalid body: no category with id ${unknownCategories.join(', ')}`);
    return { entries: await repository.getCategoryMap(store.id) };
  });

  app.post('/restapi/admin/stores/:storeId/feed/imports', async (request, reply) => {
    const store = await storeOf(request);
    const body = parseOrBadRequest(importBody, request.body ?? undefined, 'body');
    const source = body?.source !== undefined ? checkSource(body.source) : (await repository.getFeed(store.id))?.source;
    if (!source) throw badRequest(`Store ${store.id} has no feed: set one, or give a source`);
    const started = await importer.start({
      storeId: store.id,
      source,
      trigger: 'admin',
      allowShrink: body?.allowShrink ?? false,
    });
    if (!started.started)
      return reply.code(409).send({
        error: `Store ${store.id} is importing already (import ${started.runningId})`,
        importId: started.runningId,
      });
    started.finished.catch((error: unknown) => request.log.error({ err: error }, 'feed import failed'));
    const location = `/restapi/admin/stores/${store.id}/feed/imports/${started.importId}`;
    return reply.code(202).header('location', location).send(importView(started.run));
  });

  app.get('/restapi/admin/stores/:storeId/feed/imports', async (request) => {
    const store = await storeOf(request);
    return { imports: (await repository.listImports(store.id, 20)).map(importView) };
  });

  app.get('/restapi/admin/stores/:storeId/feed/imports/:importId', async (request) => {
    requireAdmin(request);
    const { storeId, importId } = parseOrBadRequest(importParams, request.params, 'path');
    const report = await repository.getImport(storeId, importId);
    if (!report) throw notFound(`Store ${storeId} has no import ${importId}`);
    return importView(report);
  });
}
