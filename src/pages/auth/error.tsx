import type { GetServerSideProps } from 'next';
import { AuthErrorPage } from '@/features/account/AuthErrorPage';
import { loadShellProps } from '@/lib/ssr/shell-props';
import { PRIVATE_CACHE_CONTROL } from '@/config/cache';

export default AuthErrorPage;

export const getServerSideProps: GetServerSideProps = async (context) => {
  context.res.setHeader('Cache-Control', PRIVATE_CACHE_CONTROL);
  const code = Array.isArray(context.query.error) ? context.query.error[0] : context.query.error;
  return { props: { ...(await loadShellProps(context.locale, ['account'])), code: code ?? null } };
};
