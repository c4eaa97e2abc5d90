import type { GetServerSideProps } from 'next';
import { AccountClosedPage } from '@/features/account/AccountClosedPage';
import { loadTranslations } from '@/lib/ssr/translations';

export default AccountClosedPage;

export const getServerSideProps: GetServerSideProps = async (context) => {
  context.res.setHeader('Cache-Control', 'private, no-store');
  return { props: await loadTranslations(context.locale, ['account']) };
};
