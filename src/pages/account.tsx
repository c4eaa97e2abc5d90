import type { GetServerSideProps } from 'next';
import { getServerSession } from 'next-auth/next';
import { AccountPage, type AccountPageProps } from '@/features/account/AccountPage';
import { ErrorState } from '@/features/errors/ErrorState';
import { getSavedProductIds } from '@/lib/auth/accounts-client';
import { loginPathFor } from '@/lib/auth/callback-url';
import { authOptions } from '@/lib/auth/options';
import { getBackendToken } from '@/lib/auth/session-token';
import { isPricingError } from '@/lib/pricing/http';
import { getProductsByIds } from '@/lib/pricing/products';
import { getServerPricingClient } from '@/lib/pricing/server-client';
import { localePrefix } from '@/lib/ssr/locale-prefix';
import { loadTranslations } from '@/lib/ssr/translations';
import { markUnavailable } from '@/lib/ssr/unavailable';

type Props = ({ state: 'ready' } & AccountPageProps) | { state: 'unavailable' };

export default function Account(props: Props) {
  return props.state === 'ready' ? <AccountPage {...props} /> : <ErrorState kind="unavailable" />;
}

export const getServerSideProps: GetServerSideProps<Props> = async (context) => {
  context.res.setHeader('Cache-Control', 'private, no-store');
  const session = await getServerSession(context.req, context.res, authOptions);
  const token = session ? await getBackendToken(context.req) : null;
  if (!session?.user || !token) {
    const prefix = localePrefix(context.locale, context.defaultLocale);
    return { redirect: { destination: `${prefix}${loginPathFor(`${prefix}/account/`, 'SessionRequired')}`, permanent: false } };
  }
  const translations = await loadTranslations(context.locale, ['account']);
  const saved = await getSavedProductIds(token);
  if (!saved.ok) {
    markUnavailable(context);
    return { props: { ...translations, state: 'unavailable' } };
  }
  const products = await getProductsByIds(getServerPricingClient(), saved.productIds);
  return {
    props: {
      ...translations,
      state: 'ready',
      name: session.user.name ?? '',
      products: isPricingError(products) ? [] : products,
      pricesAvailable: !isPricingError(products),
    },
  };
};
