import net from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContentConfig } from '../src/content/config.js';
import { registerContentRoutes } from '../src/content/routes.js';
import { startTestBackend, type TestBackend } from './helpers.js';

/** Featured images, gallery pictures and avatars, served from the database as files. */

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
});

afterAll(async () => {
  await backend?.close();
});

/** Sends the request line exactly as written: fetch() and inject() resolve dot segments first. */
function rawStatus(path: string): Promise<number> {
  const { port } = new URL(backend.baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => {
      socket.end(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    });
    let head = '';
    socket.on('data', (chunk) => (head += chunk.toString('latin1')));
    socket.on('end', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0)));
    socket.on('error', reject);
  });
}

const uploadPaths = () => backend.db.prepare('SELECT path FROM wp_uploads ORDER BY path').pluck().all() as string[];

describe('GET /wp-content/uploads/*', () => {
  it('serves every upload as an SVG with year-long caching', async () => {
    for (const path of uploadPaths()) {
      const response = await fetch(`${backend.baseUrl}/wp-content/uploads/${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await response.text()).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[\s\S]*<\/svg>$/);
    }
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const url = `${backend.baseUrl}/wp-content/uploads/${uploadPaths()[0]}`;
    const etag = (await fetch(url)).headers.get('etag')!;
    expect((await fetch(url, { headers: { 'if-none-match': etag } })).status).toBe(304);
  });

  it('answers 404 for unknown names and anything that tries to leave the uploads', async () => {
    const attempts = [
      '2025/01/nothing-here.svg',
      '../../package.json',
      '..%2F..%2Fpackage.json',
      '%2e%2e/%2e%2e/etc/passwd',
      'avatars/../avatars/default.svg',
      'AVATARS/DEFAULT.SVG',
    ];
    for (const attempt of attempts) expect(await rawStatus(`/wp-content/uploads/${attempt}`), attempt).toBe(404);
  });

  it('gives every article its own picture', () => {
    const covers = backend.db
      .prepare("SELECT u.body FROM wp_uploads u WHERE u.path LIKE '%-cover.svg'")
      .pluck()
      .all() as Buffer[];
    expect(covers.length).toBeGreaterThanOrEqual(20);
    expect(new Set(covers.map((body) => body.toString('utf8'))).size).toBe(covers.length);
  });
});

describe('image URLs', () => {
  it('builds absolute URLs on CONTENT_PUBLIC_URL', async () => {
    const app = Fastify({ logger: false });
    registerContentRoutes(app, backend.db, {
      config: loadContentConfig({ CONTENT_PUBLIC_URL: 'https://cms.example.org/' }),
    });
    const response = await app.inject({
      method: 'POST',
      url: '/graphql',
      payload: {
        query:
          '{ guides(first: 1) { nodes { featuredImage { node { sourceUrl mimeType mediaDetails { width height } } } author { node { avatar { url } } } } } }',
      },
    });
    const [guide] = response.json().data.guides.nodes;
    expect(guide.featuredImage.node).toEqual({
      sourceUrl: expect.stringMatching(
        /^https:\/\/cms\.example\.org\/wp-content\/uploads\/\d{4}\/\d{2}\/[a-z0-9-]+-cover\.svg$/,
      ),
      mimeType: 'image/svg+xml',
      mediaDetails: { width: 1200, height: 630 },
    });
    expect(guide.author.node.avatar.url).toMatch(
      /^https:\/\/cms\.example\.org\/wp-content\/uploads\/avatars\/[a-z-]+\.svg$/,
    );
    await app.close();
  });

  it('defaults the public URL to this backend on BACKEND_PORT', () => {
    expect(loadContentConfig({ BACKEND_PORT: '4123' }).publicUrl).toBe('http://127.0.0.1:4123');
  });
});
