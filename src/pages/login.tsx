import type { GetServerSideProps } from 'next';
import { LoginPage, type LoginPageProps } from '@/features/account/LoginPage';
import { safeCallbackUrl } from '@/lib/auth/callback-url';
import { loadTranslations } from '@/lib/ssr/translations';

export default LoginPage;

export const getServerSideProps: GetServerSideProps<LoginPageProps> = async (context) => {
  context.res.setHeader('Cache-Control', 'private, no-store');
  const error = Array.isArray(context.query.error) ? context.query.error[0] : context.query.error;
  return {
    props: {
      ...(await loadTranslations(context.locale, ['account'])),
      callbackUrl: safeCallbackUrl(context.query.callbackUrl),
      initialError: error ?? null,
    },
  };
};
