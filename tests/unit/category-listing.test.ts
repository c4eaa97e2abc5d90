import { describe, expect, it } from 'vitest';
import { parseCategoryQuery } from '@/lib/catalogue/category-query';
import type { CategoryPageData } from '@/lib/pricing/category-page';
import { fromPricing, type PricingBackendResult } from '@/lib/pricing/backend-result';
import type { PricingResult } from '@/lib/pricing/http';
import { listingOutcome } from '@/lib/ssr/category-listing';
import { pageFound, pageMoved, pageNotFound } from '@/lib/ssr/page-result';

const category = { id: 42, name: 'Home & Kitchen', products: [{ id: 1 }] } as unknown as CategoryPageData;
const request = (slug: string, search = '', locale = 'en') => ({
  slug,
  query: parseCategoryQuery(Object.fromEntries(new URLSearchParams(search))),
  locale,
  defaultLocale: 'en',
});
// The listing reads the use-case's result: the pricing helper's answer mapped as getCategoryPage maps it.
const answer = (data: PricingResult<CategoryPageData>): PricingBackendResult<CategoryPageData> =>
  fromPricing(data, 'category');
const outcome = (slug: string, data: PricingResult<CategoryPageData>, search?: string, locale?: string) =>
  listingOutcome(request(slug, search, locale), answer(data));

describe('a category listing', () => {
  it('is shown at its canonical URL, however the request spelled it', () => {
    expect(outcome('Home&Kitchen-42', category)).toEqual(pageFound(category));
    expect(outcome('Home%26Kitchen-42', category)).toEqual(pageFound(category));
  });

  it('moves permanently to the canonical URL under another name, keeping the query and the language', () => {
    expect(outcome('wrong-42', category, 'sort=newest&page=2', 'uk')).toEqual(
      pageMoved('/uk/cl/Home%26Kitchen-42/?sort=newest&page=2'),
    );
  });

  it('is not found when the service does not know the id or refuses it', () => {
    expect(outcome('x-42', { HasError: true, StatusCode: 404 })).toMatchObject({ ok: false, failure: 'not-found' });
    expect(outcome('x-42', { HasError: true, StatusCode: 400 })).toMatchObject({ ok: false, failure: 'not-found' });
  });

  it('is not found past its last page, but shows an empty first page', () => {
    const empty = { ...category, products: [] } as unknown as CategoryPageData;
    expect(outcome('Home&Kitchen-42', empty, 'page=3')).toEqual(pageNotFound());
    expect(outcome('Home&Kitchen-42', empty)).toEqual(pageFound(empty));
  });

  it('is an outage when the service fails', () => {
    expect(outcome('x-42', { HasError: true, StatusCode: 500, error: new Error('refused') })).toMatchObject({
      ok: false,
      failure: 'unavailable',
      detail: 'category: refused',
      status: 500,
    });
  });
});
