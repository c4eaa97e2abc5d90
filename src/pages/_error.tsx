import type { NextPageContext } from 'next';
import { ErrorState } from '@/features/errors/ErrorState';

interface ErrorPageProps {
  statusCode: number;
}

/**
 * 404 and 500, rendered per request (not prerendered) so they carry the request's CSP nonce and
 * stay interactive like every other page.
 */
export default function ErrorPage({ statusCode }: ErrorPageProps) {
  return <ErrorState kind={statusCode === 404 ? 'notFound' : 'serverError'} />;
}

ErrorPage.getInitialProps = async ({ res, err, locale }: NextPageContext) => {
  const statusCode = res?.statusCode ?? (err as { statusCode?: number } | null)?.statusCode ?? 404;
  // Translations are read from disk, so only on the server; the client keeps the ones it has.
  if (typeof window !== 'undefined') return { statusCode };
  const { loadTranslations } = await import('@/lib/ssr/translations');
  return { statusCode, ...(await loadTranslations(locale)) };
};
