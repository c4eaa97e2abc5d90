import type { GetServerSideProps } from 'next';
import { AccountClosedPage } from '@/features/account/AccountClosedPage';
import { loadShellProps } from '@/lib/ssr/shell-props';

export default AccountClosedPage;

export const getServerSideProps: GetServerSideProps = async (context) => {
  context.res.setHeader('Cache-Control', 'private, no-store');
  return { props: await loadShellProps(context.locale, ['account']) };
};
