import { describe, expect, it, vi } from 'vitest';
import { REVALIDATE_SECONDS, SHARED_PAGE_CACHE_CONTROL } from '@/config/cache';
import { BackendFailureError, failed } from '@/lib/backend-result';
import { pageFound, pageMoved, pageNotFound, requestPageAnswer, staticPageAnswer } from '@/lib/ssr/page-result';

const options = { backend: 'pricing' as const, read: 'product x-5', toProps: (page: { id: number }) => ({ ...page }) };

describe('a statically generated page answers its loader’s result', () => {
  it('with the page, revalidated as the page asks', () => {
    expect(staticPageAnswer(pageFound({ id: 5 }), 300, options)).toEqual({ props: { id: 5 }, revalidate: 300 });
  });

  it('with a permanent move to the canonical address', () => {
    expect(staticPageAnswer(pageMoved('/p/Camera-5/'), 300, options)).toEqual({
      redirect: { destination: '/p/Camera-5/', permanent: true },
      revalidate: 300,
    });
  });

  it('with a 404 cached as briefly as a missing page is', () => {
    expect(staticPageAnswer(pageNotFound(), 300, options)).toEqual({
      notFound: true,
      revalidate: REVALIDATE_SECONDS.notFound,
    });
  });

  it.each(['unavailable', 'invalid-answer', 'forbidden'] as const)(
    'by throwing a %s failure to the outage path, naming the service and the read',
    (failure) => {
      const answer = () => staticPageAnswer(failed(failure, 'HTTP 503'), 300, options);
      expect(answer).toThrow(BackendFailureError);
      expect(answer).toThrow(`product x-5: ${failure} (HTTP 503)`);
      try {
        answer();
      } catch (error) {
        expect((error as BackendFailureError).backend).toBe('pricing');
      }
    },
  );
});

describe('a page rendered per request answers its loader’s result', () => {
  const response = () => ({ res: { setHeader: vi.fn() } as unknown as import('node:http').ServerResponse });

  it('with the page and its 404 shared as briefly as a cached page', () => {
    const found = response();
    expect(requestPageAnswer(pageFound({ id: 5 }), found, options)).toEqual({ props: { id: 5 } });
    expect(found.res.setHeader).toHaveBeenCalledWith('Cache-Control', SHARED_PAGE_CACHE_CONTROL);
    const missing = response();
    expect(requestPageAnswer(pageNotFound(), missing, options)).toEqual({ notFound: true });
    expect(missing.res.setHeader).toHaveBeenCalledWith('Cache-Control', SHARED_PAGE_CACHE_CONTROL);
  });

  it('with a permanent move, and an outage thrown', () => {
    expect(requestPageAnswer(pageMoved('/cl/TV-3/'), response(), options)).toEqual({
      redirect: { destination: '/cl/TV-3/', permanent: true },
    });
    expect(() => requestPageAnswer(failed('unavailable'), response(), options)).toThrow(BackendFailureError);
  });
});
