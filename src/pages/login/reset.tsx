import type { GetServerSideProps } from 'next';
import { ResetPasswordPage, type ResetPasswordPageProps } from '@/features/account/ResetPasswordPage';
import { accountFormProps, queryText } from '@/lib/auth/account-page-props';
import { loadTranslations } from '@/lib/ssr/translations';

export default ResetPasswordPage;

export const getServerSideProps: GetServerSideProps<ResetPasswordPageProps> = async (context) => ({
  props: { ...(await loadTranslations(context.locale, ['account'])), ...accountFormProps(context), token: queryText(context.query.token) },
});
