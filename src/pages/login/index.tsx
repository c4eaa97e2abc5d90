import type { GetServerSideProps } from 'next';
import { LoginPage, type LoginPageProps } from '@/features/account/LoginPage';
import { accountFormProps, localized } from '@/lib/auth/account-page-props';
import { safeCallbackUrl } from '@/lib/auth/callback-url';
import { loadShellProps } from '@/lib/ssr/shell-props';

export default LoginPage;

export const getServerSideProps: GetServerSideProps<LoginPageProps> = async (context) => {
  const { csrfToken, providerName, notice } = accountFormProps(context);
  const error = Array.isArray(context.query.error) ? context.query.error[0] : context.query.error;
  return {
    props: {
      ...(await loadShellProps(context.locale, ['account'])),
      callbackUrl: safeCallbackUrl(context.query.callbackUrl, localized(context, '/account/')),
      initialError: error ?? null,
      csrfToken,
      providerName,
      notice,
    },
  };
};
