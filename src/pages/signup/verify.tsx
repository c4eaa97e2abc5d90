import type { GetServerSideProps } from 'next';
import { islandPage } from '@/components/islands/island-page';
import type { VerifyEmailPageProps } from '@/features/account/VerifyEmailPage';
import { accountFormProps, queryText } from '@/lib/auth/account-page-props';
import { loadShellProps } from '@/lib/ssr/shell-props';

export default islandPage<VerifyEmailPageProps>(() =>
  import('@/features/account/VerifyEmailPage').then((module) => ({ default: module.VerifyEmailPage })),
);

/**
 * The link of a verification email. Opening it changes nothing (mail scanners open links): the
 * page's button confirms the address (/api/account/verify/). A link that did not work comes back
 * here with why, and a way to get a new one.
 */
export const getServerSideProps: GetServerSideProps<VerifyEmailPageProps> = async (context) => {
  const props = accountFormProps(context);
  const token = queryText(context.query.token);
  return { props: { ...(await loadShellProps(context.locale, ['account'])), ...props, token } };
};
