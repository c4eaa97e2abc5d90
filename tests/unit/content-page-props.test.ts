import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { GetServerSidePropsContext } from 'next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { pageFound, pageNotFound } from '@/lib/ssr/page-result';

type ContentPagePropsModule = typeof import('@/features/editorial/server/content-page-props');
let contentPageProps: ContentPagePropsModule['contentPageProps'];

beforeAll(async () => {
  // The content service is down for these tests: nothing listens on this port.
  vi.stubEnv('NEXT_PUBLIC_WORDPRESS_URL', 'http://127.0.0.1:59999');
  vi.stubEnv('PRICING_API_URL', 'http://127.0.0.1:59999');
  ({ contentPageProps } = await import('@/features/editorial/server/content-page-props'));
});

function contextFor(resolvedUrl: string) {
  const req = new IncomingMessage(new Socket());
  const res = new ServerResponse(req);
  return {
    req,
    res,
    resolvedUrl,
    query: {},
    locale: 'en',
    defaultLocale: 'en',
    locales: ['en', 'uk'],
  } as unknown as GetServerSidePropsContext;
}

describe('contentPageProps', () => {
  it('answers 503 with Retry-After and the error state when the content service fails, never throwing', async () => {
    const context = contextFor('/guide/x/');
    const result = await contentPageProps(context, () => Promise.reject(new TypeError('fetch failed')));
    expect(context.res.statusCode).toBe(503);
    expect(context.res.getHeader('Retry-After')).toBe('30');
    expect(context.res.getHeader('Cache-Control')).toBe('no-store');
    expect(result).toMatchObject({ props: { state: 'unavailable', languageOptions: null } });
    expect('props' in result && '_nextI18Next' in result.props).toBe(true);
  });

  it('passes a missing node on as a real 404', async () => {
    expect(await contentPageProps(contextFor('/nope/'), async () => pageNotFound())).toEqual({ notFound: true });
  });

  it('gives found content its translations, a shared-cache policy, and no languages when they cannot be loaded', async () => {
    const context = contextFor('/about/');
    const result = await contentPageProps(context, async () => pageFound({ title: 'About' }));
    expect(result).toMatchObject({ props: { state: 'ready', title: 'About', languageOptions: null } });
    expect(context.res.statusCode).toBe(200);
    expect(context.res.getHeader('Cache-Control')).toMatch(/^public, s-maxage=\d+/);
  });
});
