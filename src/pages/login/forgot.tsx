import type { GetServerSideProps } from 'next';
import { islandPage } from '@/components/islands/island-page';
import type { ForgotPasswordPageProps } from '@/features/account/ForgotPasswordPage';
import { accountFormProps } from '@/lib/auth/account-page-props';
import { loadShellProps } from '@/lib/ssr/shell-props';

export default islandPage<ForgotPasswordPageProps>(() =>
  import('@/features/account/ForgotPasswordPage').then((module) => ({ default: module.ForgotPasswordPage })),
);

export const getServerSideProps: GetServerSideProps<ForgotPasswordPageProps> = async (context) => ({
  props: { ...(await loadShellProps(context.locale, ['account'])), ...accountFormProps(context) },
});
