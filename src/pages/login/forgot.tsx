import type { GetServerSideProps } from 'next';
import { ForgotPasswordPage, type ForgotPasswordPageProps } from '@/features/account/ForgotPasswordPage';
import { accountFormProps } from '@/lib/auth/account-page-props';
import { loadShellProps } from '@/lib/ssr/shell-props';

export default ForgotPasswordPage;

export const getServerSideProps: GetServerSideProps<ForgotPasswordPageProps> = async (context) => ({
  props: { ...(await loadShellProps(context.locale, ['account'])), ...accountFormProps(context) },
});
