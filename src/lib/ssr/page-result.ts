import type { GetServerSidePropsContext, GetServerSidePropsResult, GetStaticPropsResult } from 'next';
import { REVALIDATE_SECONDS, SHARED_PAGE_CACHE_CONTROL } from '@/config/cache';
import { BackendFailureError, failed, succeeded, type Backend, type BackendResult } from '@/lib/backend-result';

/** What a page's loader finds: the page, or the canonical address the page lives at. */
export type PageFound<P> = { page: P } | { movedTo: string };

/** A page loader's answer, in the one vocabulary every backend door speaks. */
export type PageResult<P> = BackendResult<PageFound<P>>;

export const pageFound = <P>(page: P): PageResult<P> => succeeded({ page });
export const pageMoved = (destination: string): PageResult<never> => succeeded({ movedTo: destination });
export const pageNotFound = (): PageResult<never> => failed('not-found');

interface PageAnswerOptions<P, Props> {
  /** The service the page reads, and what the read was: the outage log line and `_error`'s message. */
  backend: Backend;
  read: string;
  toProps: (page: P) => Props;
}

/**
 * The one place a statically generated page turns its loader's result into Next's answer: the
 * page, a permanent move to its canonical address, a 404 cached briefly, or an outage thrown so
 * Next keeps the last good copy (with none, `_error` answers 503 with Retry-After).
 */
export function staticPageAnswer<P, Props extends Record<string, unknown>>(
  result: PageResult<P>,
  revalidate: number,
  { backend, read, toProps }: PageAnswerOptions<P, Props>,
): GetStaticPropsResult<Props> {
  if (!result.ok) {
    if (result.failure === 'not-found') return { notFound: true, revalidate: REVALIDATE_SECONDS.notFound };
    throw new BackendFailureError(backend, read, result);
  }
  if ('movedTo' in result.value)
    return { redirect: { destination: result.value.movedTo, permanent: true }, revalidate };
  return { props: toProps(result.value.page), revalidate };
}

/**
 * The same for a page rendered per request: its page and its 404 are shared as briefly as a
 * cached page would be (asked again, neither loads a backend).
 */
export function requestPageAnswer<P, Props extends Record<string, unknown>>(
  result: PageResult<P>,
  context: Pick<GetServerSidePropsContext, 'res'>,
  { backend, read, toProps }: PageAnswerOptions<P, Props>,
): GetServerSidePropsResult<Props> {
  if (!result.ok && result.failure !== 'not-found') throw new BackendFailureError(backend, read, result);
  if (result.ok && 'movedTo' in result.value)
    return { redirect: { destination: result.value.movedTo, permanent: true } };
  context.res.setHeader('Cache-Control', SHARED_PAGE_CACHE_CONTROL);
  if (!result.ok || !('page' in result.value)) return { notFound: true };
  return { props: toProps(result.value.page) };
}
