import type { GetServerSideProps } from 'next';
import { islandPage } from '@/components/islands/island-page';
import type { SignupPageProps } from '@/features/account/SignupPage';
import { accountFormProps, queryText } from '@/lib/auth/account-page-props';
import { loadShellProps } from '@/lib/ssr/shell-props';

export default islandPage<SignupPageProps>(() =>
  import('@/features/account/SignupPage').then((module) => ({ default: module.SignupPage })),
);

export const getServerSideProps: GetServerSideProps<SignupPageProps> = async (context) => ({
  props: {
    ...(await loadShellProps(context.locale, ['account'])),
    ...accountFormProps(context),
    email: queryText(context.query.email, 254),
    name: queryText(context.query.name, 100),
  },
});
