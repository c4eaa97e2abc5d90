import type { GetStaticProps } from 'next';
import { ErrorState } from '@/features/errors/ErrorState';
import { loadTranslations } from '@/lib/ssr/translations';

export default function NotFoundPage() {
  return <ErrorState kind="notFound" />;
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: { ...(await loadTranslations(locale)) },
});
