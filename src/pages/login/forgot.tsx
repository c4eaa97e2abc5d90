import type { GetServerSideProps } from 'next';
import { ForgotPasswordPage, type ForgotPasswordPageProps } from '@/features/account/ForgotPasswordPage';
import { accountFormProps } from '@/lib/auth/account-page-props';
import { loadTranslations } from '@/lib/ssr/translations';

export default ForgotPasswordPage;

export const getServerSideProps: GetServerSideProps<ForgotPasswordPageProps> = async (context) => ({
  props: { ...(await loadTranslations(context.locale, ['account'])), ...accountFormProps(context) },
});
