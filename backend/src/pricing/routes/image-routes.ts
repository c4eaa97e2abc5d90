import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';
import { notFound, parseOrBadRequest } from '../http/errors.js';
import { imageQuery } from '../http/request-schemas.js';
import { findImage } from '../images/find-image.js';

/** Images are derived from immutable names (a new picture gets a new name), so cache forever. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

export function registerImageRoutes(app: FastifyInstance, db: Database): void {
  app.get('/restapi/file/getimage', async (request, reply) => {
    const { filename } = parseOrBadRequest(imageQuery, request.query, 'query');
    const image = await findImage(db, filename);
    if (!image) throw notFound(`No image named ${filename}`);
    reply.header('Cache-Control', CACHE_CONTROL).header('ETag', image.etag);
    if (request.headers['if-none-match'] === image.etag) return reply.code(304).send();
    return reply.type(image.contentType).send(image.body);
  });
}
