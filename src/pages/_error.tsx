import type { NextPageContext } from 'next';
import { islandPage } from '@/components/islands/island-page';
import type { ErrorKind } from '@/features/errors/ErrorState';
import { unavailableBackend } from '@/lib/backend-result';
import { markUnavailable } from '@/lib/ssr/unavailable';

interface ErrorPageProps {
  kind: ErrorKind;
}

/**
 * 404, 500 and 503, rendered per request (not prerendered) so they carry the request's CSP nonce
 * and stay interactive like every other page. A backend outage while a static page is generated
 * for the first time is a 503 with Retry-After, not a 500.
 */
const ErrorPage = Object.assign(
  islandPage<ErrorPageProps>(() =>
    import('@/features/errors/ErrorState').then((module) => ({ default: module.ErrorState })),
  ),
  { getInitialProps },
);

export default ErrorPage;

async function getInitialProps({ res, err, locale }: NextPageContext): Promise<ErrorPageProps> {
  let kind: ErrorKind =
    (res?.statusCode ?? (err as { statusCode?: number } | null)?.statusCode ?? 404) === 404
      ? 'notFound'
      : 'serverError';
  const downBackend = unavailableBackend(err);
  if (res && downBackend) {
    markUnavailable({ res });
    kind = downBackend === 'content' ? 'contentUnavailable' : 'unavailable';
  }
  // Translations are read from disk, so only on the server; the client keeps the ones it has.
  if (typeof window !== 'undefined') return { kind };
  const { loadShellProps } = await import('@/lib/ssr/shell-props');
  return { kind, ...(await loadShellProps(locale)) };
}
