import type { GetServerSideProps } from 'next';
import { AuthErrorPage } from '@/features/account/AuthErrorPage';
import { loadTranslations } from '@/lib/ssr/translations';

export default AuthErrorPage;

export const getServerSideProps: GetServerSideProps = async (context) => {
  context.res.setHeader('Cache-Control', 'private, no-store');
  const code = Array.isArray(context.query.error) ? context.query.error[0] : context.query.error;
  return { props: { ...(await loadTranslations(context.locale, ['account'])), code: code ?? null } };
};
