import type {
  GetServerSidePropsContext,
  GetServerSidePropsResult,
  GetStaticPropsContext,
  GetStaticPropsResult,
} from 'next';
import { SHARED_PAGE_CACHE_CONTROL, REVALIDATE_SECONDS } from '@/config/cache';
import { BackendFailureError, failed } from '@/lib/backend-result';
import type { PageFound, PageResult } from '@/lib/ssr/page-result';
import { loadShellProps } from '@/lib/ssr/shell-props';
import { markUnavailable } from '@/lib/ssr/unavailable';
import { LANGUAGE_OPTIONS_PROP, type LanguageOptionsProps } from '../languages/language-props';
import { loadLanguageOptions } from './load-language-options';

export type ContentPageProps<P> = LanguageOptionsProps &
  Awaited<ReturnType<typeof loadShellProps>> &
  (({ state: 'ready' } & P) | { state: 'unavailable' });

/** The loader's page, or its failure thrown as the one outage (a missing page is answered by the caller). */
function foundOrThrown<P>(result: PageResult<P>, read: string): PageFound<P> | null {
  if (result.ok) return result.value;
  if (result.failure === 'not-found') return null;
  throw new BackendFailureError('content', read, result);
}

/**
 * The answer of every content page: the page's own props with translations and the site's
 * languages; a real 404 when the content does not exist; and when the content service fails
 * (down, timing out, answering errors) a 503 with Retry-After and the error state, never a 500.
 */
export async function contentPageProps<P extends object>(
  context: GetServerSidePropsContext,
  load: () => Promise<PageResult<P>>,
): Promise<GetServerSidePropsResult<ContentPageProps<P>>> {
  const translations = loadShellProps(context.locale, ['editorial']);
  const languages = loadLanguageOptions();
  try {
    const found = foundOrThrown(await load(), 'content page');
    // A 404 is shared as briefly as the page would be: an unknown URL asked again loads no backend.
    context.res.setHeader('Cache-Control', SHARED_PAGE_CACHE_CONTROL);
    if (found === null) return { notFound: true };
    if ('movedTo' in found) return { redirect: { destination: found.movedTo, permanent: true } };
    return {
      props: { ...(await translations), [LANGUAGE_OPTIONS_PROP]: await languages, state: 'ready', ...found.page },
    };
  } catch (error) {
    console.error(`content service failed for ${context.resolvedUrl}:`, error instanceof Error ? error.message : error);
    markUnavailable(context);
    return { props: { ...(await translations), [LANGUAGE_OPTIONS_PROP]: null, state: 'unavailable' } };
  }
}

/**
 * The same answer for a statically generated content page (ISR): regenerated in the background
 * every REVALIDATE_SECONDS.content, or at once through /api/revalidate. A content-service failure
 * throws, so Next keeps the last good copy; with none yet, `_error` answers 503.
 */
export async function staticContentPageProps<P extends object>(
  context: GetStaticPropsContext,
  load: () => Promise<PageResult<P>>,
): Promise<GetStaticPropsResult<ContentPageProps<P>>> {
  const translations = loadShellProps(context.locale, ['editorial']);
  const languages = loadLanguageOptions();
  let found: PageFound<P> | null;
  try {
    found = foundOrThrown(await load(), 'content page');
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    console.error(`content service failed for /${[context.params?.wordpressNode ?? []].flat().join('/')}: ${detail}`);
    throw error instanceof BackendFailureError
      ? error
      : new BackendFailureError('content', 'content page', failed('unavailable', detail));
  }
  if (found === null) return { notFound: true, revalidate: REVALIDATE_SECONDS.notFound };
  if ('movedTo' in found)
    return { redirect: { destination: found.movedTo, permanent: true }, revalidate: REVALIDATE_SECONDS.content };
  return {
    props: { ...(await translations), [LANGUAGE_OPTIONS_PROP]: await languages, state: 'ready', ...found.page },
    revalidate: REVALIDATE_SECONDS.content,
  };
}
