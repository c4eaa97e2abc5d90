import type { GetServerSidePropsContext } from 'next';
import { describe, expect, it } from 'vitest';
import type { PricingResult } from '@/lib/pricing/http';
import { loadCatalogueRoute } from '@/lib/ssr/catalogue-route';

interface Headers {
  [name: string]: string;
}

function context(slug: string, resolvedUrl: string, locale = 'en') {
  const headers: Headers = {};
  const res = { statusCode: 200, setHeader: (name: string, value: string) => (headers[name] = value) };
  const ctx = { params: { slug }, resolvedUrl, locale, defaultLocale: 'en', res } as unknown as GetServerSidePropsContext;
  return { ctx, res, headers };
}

const record = { id: 42, name: 'Home & Kitchen' };
const options = (result: PricingResult<typeof record>) => ({
  load: async () => result,
  canonicalPath: (data: typeof record) => `/cl/${encodeURIComponent(data.name.replace(/\s+/g, ''))}-${data.id}/`,
});

describe('loadCatalogueRoute', () => {
  it('renders the record at its canonical URL', async () => {
    const { ctx } = context('Home&Kitchen-42', '/cl/Home%26Kitchen-42/');
    const result = await loadCatalogueRoute(ctx, options(record));
    expect(result).toMatchObject({ props: { state: 'ready', data: record } });
  });

  it('accepts the client-side data request form without the trailing slash', async () => {
    const { ctx } = context('Home&Kitchen-42', '/cl/Home&Kitchen-42');
    expect(await loadCatalogueRoute(ctx, options(record))).toMatchObject({ props: { state: 'ready' } });
  });

  it('redirects permanently to the canonical URL, keeping the query and the locale', async () => {
    const { ctx } = context('wrong-42', '/cl/wrong-42/?sort=newest', 'uk');
    expect(await loadCatalogueRoute(ctx, options(record))).toEqual({
      redirect: { destination: '/uk/cl/Home%26Kitchen-42/?sort=newest', permanent: true },
    });
  });

  it.each(['abc-xyz', 'foo-0', '', 'x-1.5'])('answers 404 for the malformed slug %j', async (slug) => {
    const { ctx } = context(slug, `/cl/${slug}/`);
    expect(await loadCatalogueRoute(ctx, options(record))).toEqual({ notFound: true });
  });

  it('answers 404 when the service does not know the id', async () => {
    const { ctx } = context('x-42', '/cl/x-42/');
    expect(await loadCatalogueRoute(ctx, options({ HasError: true, StatusCode: 404 }))).toEqual({ notFound: true });
  });

  it('answers 503 with Retry-After when the service is down', async () => {
    const { ctx, res, headers } = context('x-42', '/cl/x-42/');
    const result = await loadCatalogueRoute(ctx, options({ HasError: true, StatusCode: 500, error: new Error('refused') }));
    expect(result).toMatchObject({ props: { state: 'unavailable' } });
    expect(res.statusCode).toBe(503);
    expect(Number(headers['Retry-After'])).toBeGreaterThan(0);
  });
});
