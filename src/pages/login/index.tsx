import type { GetServerSideProps } from 'next';
import { islandPage } from '@/components/islands/island-page';
import type { LoginPageProps } from '@/features/account/LoginPage';
import { accountFormProps, localized } from '@/lib/auth/account-page-props';
import { safeCallbackUrl } from '@/lib/auth/callback-url';
import { loadShellProps } from '@/lib/ssr/shell-props';

export default islandPage<LoginPageProps>(() =>
  import('@/features/account/LoginPage').then((module) => ({ default: module.LoginPage })),
);

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
