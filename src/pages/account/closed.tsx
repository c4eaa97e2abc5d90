import type { GetServerSideProps } from 'next';
import { islandPage } from '@/components/islands/island-page';
import { loadShellProps } from '@/lib/ssr/shell-props';
import { PRIVATE_CACHE_CONTROL } from '@/config/cache';

export default islandPage<Record<string, never>>(() =>
  import('@/features/account/AccountClosedPage').then((module) => ({ default: module.AccountClosedPage })),
);

export const getServerSideProps: GetServerSideProps = async (context) => {
  context.res.setHeader('Cache-Control', PRIVATE_CACHE_CONTROL);
  return { props: await loadShellProps(context.locale, ['account']) };
};
