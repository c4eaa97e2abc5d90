import type { GetServerSideProps } from 'next';
import { ResetPasswordPage, type ResetPasswordPageProps } from '@/features/account/ResetPasswordPage';
import { resetPageProps } from '@/lib/auth/reset-page-props';
import { loadShellProps } from '@/lib/ssr/shell-props';

export default ResetPasswordPage;

export const getServerSideProps: GetServerSideProps<ResetPasswordPageProps> = async (context) => ({
  props: {
    ...(await loadShellProps(context.locale, ['account'])),
    ...(await resetPageProps(context)),
  },
});
