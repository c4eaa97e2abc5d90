import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { proxy } from '@/proxy';

const SITE = 'http://127.0.0.1:3000';
/** PRICING_API_URL of the unit tests (vitest.config.mts). */
const PRICING = 'http://127.0.0.1:59997';

/** Where the proxy sends a request: the rewritten path, 'next' (the page itself) or null (not handled). */
function route(path: string, headers: Record<string, string> = {}): string | null {
  const response = proxy(new NextRequest(`${SITE}${path}`, { headers }));
  const rewrite = response.headers.get('x-middleware-rewrite');
  if (rewrite) {
    const url = new URL(rewrite);
    return `${url.pathname}${url.search}`;
  }
  return response.headers.get('x-middleware-next') ? 'next' : null;
}

/** The pricing service's URL a request is proxied to, if it is. */
function pricingTarget(path: string, init: { method?: string } = {}): string | null {
  const rewrite = proxy(new NextRequest(`${SITE}${path}`, init)).headers.get('x-middleware-rewrite');
  return rewrite?.startsWith(PRICING) ? rewrite.slice(PRICING.length) : null;
}

/** A client-side navigation's data request, as the proxy sees it: the page's path, marked by Next. */
const DATA = { 'x-nextjs-data': '1' };

describe('proxy: product price-history periods', () => {
  it('serves ?days=30 and ?days=180 from the cached page of that period', () => {
    expect(route('/p/Sony-WH-1000XM5-7/?days=30')).toBe('/p/Sony-WH-1000XM5-7/history-30/');
    expect(route('/p/Sony-WH-1000XM5-7/?days=180')).toBe('/p/Sony-WH-1000XM5-7/history-180/');
  });

  it.each(['90', '7', 'abc', ''])('leaves ?days=%s with the product page (the default period)', (days) => {
    expect(route(`/p/Sony-WH-1000XM5-7/?days=${days}`)).toBe('next');
  });

  it('answers a period path asked for directly with the 404 page, except to revalidation', () => {
    expect(route('/p/Sony-WH-1000XM5-7/history-30/')).toBe('/404');
    expect(route('/p/Sony-WH-1000XM5-7/history-30/', { 'x-prerender-revalidate': 'id' })).toBe('next');
  });
});

describe('proxy: deals', () => {
  it.each([
    ['/deals/', '/deals/all/'],
    ['/deals/?category=12', '/deals/c12/'],
    ['/deals/?page=2&category=12', '/deals/c12-p2/'],
    ['/deals/?page=0&category=x', '/deals/all/'],
  ])('serves %s from its cached variant %s', (path, target) => {
    expect(route(path)).toBe(target);
  });

  it('answers a variant path asked for directly with the 404 page, except to revalidation', () => {
    expect(route('/deals/c12/')).toBe('/404');
    expect(route('/deals/all/', { 'x-prerender-revalidate': 'id' })).toBe('next');
  });
});

describe('proxy: category listings', () => {
  it('serves the plain listing and a sorted one from their cached variants', () => {
    expect(route('/cl/Phones-3/')).toBe('/cl/Phones-3/all/');
    expect(route('/cl/Phones-3/?sort=price_asc')).toMatch(/^\/cl\/Phones-3\/q[A-Za-z0-9_-]+\/$/);
  });

  it('answers a variant path asked for directly with the 404 page', () => {
    expect(route('/cl/Phones-3/all/')).toBe('/404');
  });
});

describe('proxy: the pricing service', () => {
  it.each([
    ['/restapi/stores/totalCount', '/restapi/stores/totalCount'],
    ['/restapi/stores/totalCount/', '/restapi/stores/totalCount'],
    ['/restapi/categories/search?&q=tv', '/restapi/categories/search?&q=tv'],
    ['/restapi/categories/search/?&q=tv', '/restapi/categories/search?&q=tv'],
    ['/restapi', '/restapi'],
    ['/restapi/', '/restapi'],
  ])('sends %s to the service as %s', (path, target) => {
    expect(pricingTarget(path)).toBe(target);
  });

  it('sends a POST on as it came, slash or not', () => {
    expect(pricingTarget('/restapi/search/search?q=tv', { method: 'POST' })).toBe('/restapi/search/search?q=tv');
    expect(pricingTarget('/restapi/search/search/?q=tv', { method: 'POST' })).toBe('/restapi/search/search?q=tv');
  });

  it('leaves paths that only start like it alone', () => {
    expect(pricingTarget('/restapix/stores/')).toBeNull();
  });

  it('lets the service judge its own paths, undecodable ones too', () => {
    expect(pricingTarget('/restapi/products/%zz')).toBe('/restapi/products/%zz');
  });
});

describe('proxy: paths no page has', () => {
  it.each(['/p/%zz/x/', '/cl/%e0%a4%a/Phones-3/', '/deals/%/', '/cl/Phones-3/%ff/'])(
    'refuses %s, whose escapes do not decode, with a 400',
    (path) => {
      const response = proxy(new NextRequest(`${SITE}${path}`));
      expect(response.status).toBe(400);
      expect(response.headers.get('x-middleware-rewrite')).toBeNull();
    },
  );

  it('judges the path, not the query', () => {
    expect(route('/cl/Phones-3/?brand=%zz')).toMatch(/^\/cl\/Phones-3\//);
  });
});

describe('proxy: data requests', () => {
  it('renders a data request for a page it serves as it is as exactly the path it saw', () => {
    // `/_next/data/{id}/p/x-5/..json` reaches the proxy as `/p/x-5/`; Next alone would render `/p/x-5/.`.
    expect(route('/p/Sony-WH-1000XM5-7/', DATA)).toBe('/p/Sony-WH-1000XM5-7/');
    expect(route('/p/Sony-WH-1000XM5-7/?days=90', DATA)).toBe('/p/Sony-WH-1000XM5-7/?days=90');
  });

  it('still sends a period, a listing variant and deals to their cached pages', () => {
    expect(route('/p/Sony-WH-1000XM5-7/?days=30', DATA)).toBe('/p/Sony-WH-1000XM5-7/history-30/');
    expect(route('/cl/Phones-3/', DATA)).toBe('/cl/Phones-3/all/');
    expect(route('/deals/', DATA)).toBe('/deals/all/');
  });

  it.each(['/', '/guide/', '/xx/', '/cl/a/b/c/'])(
    'answers a data request for %s, which only a dot segment brings here, with a 404',
    (path) => {
      const response = proxy(new NextRequest(`${SITE}${path}`, { headers: DATA }));
      expect(response.status).toBe(404);
      expect(response.headers.get('x-middleware-rewrite')).toBeNull();
    },
  );

  it('lets a page request it does not place go on to its page', () => {
    expect(route('/cl/a/b/c/')).toBe('next');
  });
});
