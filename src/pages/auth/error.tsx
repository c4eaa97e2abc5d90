import type { GetServerSideProps } from 'next';
import { islandPage } from '@/components/islands/island-page';
import type { AuthErrorPageProps } from '@/features/account/AuthErrorPage';
import { loadShellProps } from '@/lib/ssr/shell-props';
import { PRIVATE_CACHE_CONTROL } from '@/config/cache';

export default islandPage<AuthErrorPageProps>(() =>
  import('@/features/account/AuthErrorPage').then((module) => ({ default: module.AuthErrorPage })),
);

export const getServerSideProps: GetServerSideProps = async (context) => {
  context.res.setHeader('Cache-Control', PRIVATE_CACHE_CONTROL);
  const code = Array.isArray(context.query.error) ? context.query.error[0] : context.query.error;
  return { props: { ...(await loadShellProps(context.locale, ['account'])), code: code ?? null } };
};
