import { WordPressTemplate } from '@faustwp/core';
import type { GetServerSideProps } from 'next';
import { LANGUAGE_OPTIONS_PROP, type LanguageOptionsProps } from '@/features/editorial/languages/language-props';
import { loadFrontPage } from '@/features/editorial/server/load-front-page';
import { loadLanguageOptions } from '@/features/editorial/server/load-language-options';
import type { WordPressNodeProps } from '@/features/editorial/server/resolve-wordpress-node';
import { ErrorState } from '@/features/errors/ErrorState';
import { HomePage, type HomePageProps } from '@/features/home/HomePage';
import { getCategoryTree } from '@/lib/pricing/categories';
import { isPricingError } from '@/lib/pricing/http';
import { getServerPricingClient } from '@/lib/pricing/server-client';
import { getStoreCount } from '@/lib/pricing/stores';
import { loadTranslations } from '@/lib/ssr/translations';
import { markUnavailable } from '@/lib/ssr/unavailable';

type Props = LanguageOptionsProps &
  (({ state: 'ready'; frontPage: WordPressNodeProps | null } & HomePageProps) | { state: 'unavailable' });

export default function Home(props: Props) {
  if (props.state !== 'ready') return <ErrorState kind="unavailable" />;
  return (
    <>
      <HomePage {...props} />
      {props.frontPage && <WordPressTemplate key={props.frontPage.__SEED_NODE__?.id} {...props.frontPage} />}
    </>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async (context) => {
  const client = getServerPricingClient();
  const [storeCount, categories, translations, frontPage, languages] = await Promise.all([
    getStoreCount(client),
    getCategoryTree(client),
    loadTranslations(context.locale),
    loadFrontPage(context),
    loadLanguageOptions(),
  ]);
  if (frontPage.kind === 'notFound') return { notFound: true };
  if (frontPage.kind === 'redirect') return { redirect: { destination: frontPage.destination, permanent: true } };
  const shared = { ...translations, [LANGUAGE_OPTIONS_PROP]: languages };
  if (isPricingError(storeCount) || isPricingError(categories)) {
    markUnavailable(context);
    return { props: { ...shared, state: 'unavailable' } };
  }
  // The section renders from its template data; the Apollo cache copy would only double the payload.
  const frontPageProps = frontPage.kind === 'section' ? { ...frontPage.props, __APOLLO_STATE__: null } : null;
  return { props: { ...shared, state: 'ready', storeCount, categories, frontPage: frontPageProps } };
};
