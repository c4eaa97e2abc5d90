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
});
