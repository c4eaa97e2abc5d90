import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { inTransaction, type Database } from '../../db/database.js';
import type { PricingAdminConfig } from '../admin-config.js';
import { isoTime, nowSeconds } from '../history/time.js';
import { createAdminGuard } from '../http/admin-auth.js';
import { notFound, parseOrBadRequest } from '../http/errors.js';
import { idPathParams } from '../http/request-schemas.js';
import { clientKeyOf, decideRate, REPORT_LIMIT } from '../reports/rate-limit.js';
import {
  countClientReports,
  findOffer,
  insertReport,
  listOfferReports,
  lockRateKey,
  REPORT_REASONS,
} from '../reports/report-repository.js';

export const REPORT_NOTE_MAX_LENGTH = 500;

const reportBody = z
  .object({
    reason: z.enum(REPORT_REASONS, { error: `must be one of ${REPORT_REASONS.join(', ')}` }),
    note: z
      .string()
      .trim()
      .max(REPORT_NOTE_MAX_LENGTH, `must be at most ${REPORT_NOTE_MAX_LENGTH} characters`)
      .nullable()
      .optional(),
  })
  .strict();

/**
 * Shoppers' wrong-price reports, rate-limited per client, and the back office's list of an offer's
 * reports. The client is `request.ip`: the forwarded address when the request came through a
 * trusted proxy (BACKEND_TRUSTED_PROXIES, the site's /restapi proxy on this host by default).
 */
export function registerReportRoutes(app: FastifyInstance, db: Database, admin: PricingAdminConfig): void {
  const requireAdmin = createAdminGuard(admin);

  app.post('/restapi/offers/:id/reports', async (request, reply) => {
    const { id } = parseOrBadRequest(idPathParams, request.params, 'offer id');
    const body = parseOrBadRequest(reportBody, request.body, 'body');
    const offer = await findOffer(db, id);
    if (!offer) throw notFound(`No offer with id ${id}`);
    const now = nowSeconds();
    const clientKey = clientKeyOf(request.ip);
    const note = body.note ? body.note : null;
    // Counted and recorded under the client's lock, so instances answering the same client at
    // once still let five through, not five each.
    const outcome = await inTransaction(db, async (tx) => {
      await lockRateKey(tx, clientKey);
      const decision = decideRate(await countClientReports(tx, clientKey, now - REPORT_LIMIT.windowSeconds + 1), now);
      if (!decision.allowed) return decision;
      return {
        allowed: true as const,
        reportId: await insertReport(tx, { offer, reason: body.reason, note, clientKey, createdAt: now }),
      };
    });
    if (!outcome.allowed) {
      return reply
        .code(429)
        .header('Retry-After', String(outcome.retryAfterSeconds))
        .send({ error: `Too many reports; try again in ${outcome.retryAfterSeconds} s` });
    }
    const { reportId } = outcome;
    request.log.info({ offerReport: { offerId: id, reason: body.reason } }, 'offer reported');
    return reply.code(201).send({ id: reportId, offerId: id, reason: body.reason, createdAt: isoTime(now) });
  });

  app.get('/restapi/admin/offers/:id/reports', async (request) => {
    requireAdmin(request);
    const { id } = parseOrBadRequest(idPathParams, request.params, 'offer id');
    const listed = await listOfferReports(db, id);
    if (!listed) throw notFound(`No offer with id ${id}`);
    return {
      offer: listed.offer,
      reports: listed.reports.map((report) => ({ ...report, createdAt: isoTime(report.createdAt) })),
    };
  });
}
