import type { GetServerSideProps } from 'next';
import { ErrorState } from '@/features/errors/ErrorState';
import { HomePage, type HomePageProps } from '@/features/home/HomePage';
import { getCategoryTree } from '@/lib/pricing/categories';
import { isPricingError } from '@/lib/pricing/http';
import { getServerPricingClient } from '@/lib/pricing/server-client';
import { getStoreCount } from '@/lib/pricing/stores';
import { loadTranslations } from '@/lib/ssr/translations';
import { markUnavailable } from '@/lib/ssr/unavailable';

type Props = ({ state: 'ready' } & HomePageProps) | { state: 'unavailable' };

export default function Home(props: Props) {
  return props.state === 'ready' ? <HomePage {...props} /> : <ErrorState kind="unavailable" />;
}

export const getServerSideProps: GetServerSideProps<Props> = async (context) => {
  const client = getServerPricingClient();
  const [storeCount, categories, translations] = await Promise.all([
    getStoreCount(client),
    getCategoryTree(client),
    loadTranslations(context.locale),
  ]);
  if (isPricingError(storeCount) || isPricingError(categories)) {
    markUnavailable(context);
    return { props: { ...translations, state: 'unavailable' } };
  }
  return { props: { ...translations, state: 'ready', storeCount, categories } };
};
