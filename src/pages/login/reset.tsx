import type { GetServerSideProps } from 'next';
import { islandPage } from '@/components/islands/island-page';
import type { ResetPasswordPageProps } from '@/features/account/ResetPasswordPage';
import { resetPageProps } from '@/lib/auth/reset-page-props';
import { loadShellProps } from '@/lib/ssr/shell-props';

export default islandPage<ResetPasswordPageProps>(() =>
  import('@/features/account/ResetPasswordPage').then((module) => ({ default: module.ResetPasswordPage })),
);

export const getServerSideProps: GetServerSideProps<ResetPasswordPageProps> = async (context) => ({
  props: {
    ...(await loadShellProps(context.locale, ['account'])),
    ...(await resetPageProps(context)),
  },
});
