import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fromPricing } from '@/lib/pricing/backend-result';
import { absentWhenUnsupported } from '@/lib/pricing/unsupported';

describe("the pricing helper's answers in the common result", () => {
  it('passes a value through', () => {
    expect(fromPricing([1, 2], 'ids')).toEqual({ ok: true, value: [1, 2] });
  });

  it('maps a 404, and a 400 (an id or query the service will not read), to not-found', () => {
    expect(fromPricing({ HasError: true, StatusCode: 404 }, 'product')).toEqual({
      ok: false,
      failure: 'not-found',
      status: 404,
    });
    expect(fromPricing({ HasError: true, StatusCode: 400 }, 'product')).toEqual({
      ok: false,
      failure: 'not-found',
      status: 400,
    });
  });

  it('maps 401 and 403 to forbidden', () => {
    expect(fromPricing({ HasError: true, StatusCode: 401 }, 'alerts')).toEqual({
      ok: false,
      failure: 'forbidden',
      detail: 'alerts: HTTP 401',
      status: 401,
    });
    expect(fromPricing({ HasError: true, StatusCode: 403 }, 'alerts')).toMatchObject({
      ok: false,
      failure: 'forbidden',
      status: 403,
    });
  });

  it('maps 5xx, a timeout and a network error to unavailable', () => {
    expect(fromPricing({ HasError: true, StatusCode: 503 }, 'product')).toEqual({
      ok: false,
      failure: 'unavailable',
      detail: 'product: HTTP 503',
      status: 503,
    });
    expect(fromPricing({ HasError: true, StatusCode: 500, error: new TypeError('fetch failed') }, 'product')).toEqual({
      ok: false,
      failure: 'unavailable',
      detail: 'product: fetch failed',
      status: 500,
    });
    const timeout = new DOMException('The operation was aborted due to timeout', 'TimeoutError');
    expect(fromPricing({ HasError: true, StatusCode: 500, error: timeout }, 'product')).toMatchObject({
      ok: false,
      failure: 'unavailable',
      status: 500,
    });
  });

  it("keeps a 429's status and Retry-After for the one caller that words them", () => {
    expect(fromPricing({ HasError: true, StatusCode: 429, retryAfterSeconds: 60 }, 'report')).toEqual({
      ok: false,
      failure: 'unavailable',
      detail: 'report: HTTP 429',
      status: 429,
      retryAfterSeconds: 60,
    });
  });

  it("maps a use-case's failed validation to an invalid answer naming the field", () => {
    const error = z.object({ id: z.number() }).safeParse({ id: 'x' }).error;
    expect(fromPricing({ HasError: true, StatusCode: 500, error }, 'product')).toEqual({
      ok: false,
      failure: 'invalid-answer',
      detail: expect.stringMatching(/^product: id: /),
      status: 500,
    });
  });
});

describe('history and deals a service does not have', () => {
  it('are absent (a null value), not a failure, when answered 404 or 501', () => {
    expect(absentWhenUnsupported({ HasError: true, StatusCode: 404 }, 'deals')).toEqual({ ok: true, value: null });
    expect(absentWhenUnsupported({ HasError: true, StatusCode: 501 }, 'deals')).toEqual({ ok: true, value: null });
  });

  it('still fail on an outage or a refused query, and pass a value through', () => {
    expect(absentWhenUnsupported({ HasError: true, StatusCode: 503 }, 'deals')).toMatchObject({
      ok: false,
      failure: 'unavailable',
    });
    expect(absentWhenUnsupported({ HasError: true, StatusCode: 400 }, 'deals')).toMatchObject({
      ok: false,
      failure: 'not-found',
    });
    expect(absentWhenUnsupported({ items: [] }, 'deals')).toEqual({ ok: true, value: { items: [] } });
  });
});
