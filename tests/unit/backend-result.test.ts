import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fromPricing } from '@/lib/pricing/backend-result';

describe("the pricing helper's answers in the common result", () => {
  it('passes a value through', () => {
    expect(fromPricing([1, 2], 'ids')).toEqual({ ok: true, value: [1, 2] });
  });

  it('maps a 404 to not-found, 401/403 to forbidden and other statuses or network errors to unavailable', () => {
    expect(fromPricing({ HasError: true, StatusCode: 404 }, 'product')).toEqual({ ok: false, failure: 'not-found' });
    expect(fromPricing({ HasError: true, StatusCode: 403 }, 'alerts')).toMatchObject({ ok: false, failure: 'forbidden' });
    expect(fromPricing({ HasError: true, StatusCode: 503 }, 'product')).toEqual({ ok: false, failure: 'unavailable', detail: 'product: HTTP 503' });
    expect(fromPricing({ HasError: true, StatusCode: 500, error: new TypeError('fetch failed') }, 'product')).toEqual({
      ok: false,
      failure: 'unavailable',
      detail: 'product: fetch failed',
    });
  });

  it("maps a use-case's failed validation to an invalid answer naming the field", () => {
    const error = z.object({ id: z.number() }).safeParse({ id: 'x' }).error;
    expect(fromPricing({ HasError: true, StatusCode: 500, error }, 'product')).toEqual({
      ok: false,
      failure: 'invalid-answer',
      detail: expect.stringMatching(/^product: id: /),
    });
  });
});
