import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ContentStore } from '../repositories/index.js';
import { UPLOAD_PATH_PATTERN, UPLOADS_PREFIX } from './paths.js';

/**
 * Serves uploads (featured images, gallery pictures, avatars) from wp_uploads. Paths are matched
 * against a strict pattern and looked up exactly, so nothing outside the table can be named.
 * Files never change under a name, hence the year-long immutable caching.
 */
export function registerUploadRoutes(app: FastifyInstance, store: ContentStore): void {
  app.get(`${UPLOADS_PREFIX}*`, async (request, reply) => {
    const path = (request.params as { '*': string })['*'];
    const upload = UPLOAD_PATH_PATTERN.test(path) ? store.media.getUpload(path) : undefined;
    if (!upload) return reply.code(404).send({ error: `No upload at ${UPLOADS_PREFIX}${path}` });
    const etag = `"${createHash('sha256').update(upload.body).digest('hex').slice(0, 32)}"`;
    reply.headers({
      'cache-control': 'public, max-age=31536000, immutable',
      etag,
      'last-modified': new Date(upload.modified).toUTCString(),
      'x-content-type-options': 'nosniff',
      'access-control-allow-origin': '*',
      // An SVG opened directly must not run script or fetch anything.
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    });
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type(upload.mime_type).send(upload.body);
  });
}
