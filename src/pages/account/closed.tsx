import type { GetServerSideProps } from 'next';
import { AccountClosedPage } from '@/features/account/AccountClosedPage';
import { loadShellProps } from '@/lib/ssr/shell-props';
import { PRIVATE_CACHE_CONTROL } from '@/config/cache';

export default AccountClosedPage;

export const getServerSideProps: GetServerSideProps = async (context) => {
  context.res.setHeader('Cache-Control', PRIVATE_CACHE_CONTROL);
  return { props: await loadShellProps(context.locale, ['account']) };
};
