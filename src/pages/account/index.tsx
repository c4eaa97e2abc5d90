import type { GetServerSideProps } from 'next';
import { getServerSession } from 'next-auth/next';
import { getToken } from 'next-auth/jwt';
import { getServerEnv } from '@/config/env';
import { islandPage } from '@/components/islands/island-page';
import type { AccountRouteProps } from '@/features/account/AccountRoute';
import { valueOr } from '@/lib/backend-result';
import { getAccount } from '@/lib/auth/account-client';
import { tokenEnded } from '@/lib/auth/accounts-http';
import { alertRows, notificationRows, productLinks } from '@/lib/auth/account-alerts';
import { accountFormProps, localized } from '@/lib/auth/account-page-props';
import { getSavedProductIds } from '@/lib/auth/accounts-client';
import { loginPathFor } from '@/lib/auth/callback-url';
import { formNotice } from '@/lib/auth/form-notice';
import { authOptions } from '@/lib/auth/options';
import { endSession } from '@/lib/auth/session-cookie';
import { getNotifications, listAlerts } from '@/lib/pricing/alerts';
import { getProductsByIds } from '@/lib/pricing/products';
import { getServerPricingClient } from '@/lib/pricing/server-client';
import { loadShellProps } from '@/lib/ssr/shell-props';
import { markUnavailable } from '@/lib/ssr/unavailable';
import { LOCALE_TAGS } from '@/config/locales';

type Props = AccountRouteProps;

export default islandPage<Props>(() => import('@/features/account/AccountRoute'));

const FRESH_PROVIDER_SIGN_IN_SECONDS = 600;

export const getServerSideProps: GetServerSideProps<Props> = async (context) => {
  const form = accountFormProps(context);
  // Reading the session also asks the backend whether its token still counts (session-refresh.ts).
  const session = await getServerSession(context.req, context.res, authOptions);
  const token = session ? await getToken({ req: context.req, secret: getServerEnv().NEXTAUTH_SECRET }) : null;
  if (!session?.user || !token?.backendToken) {
    return {
      redirect: {
        destination: localized(context, loginPathFor(localized(context, '/account/'), 'SessionRequired')),
        permanent: false,
      },
    };
  }
  const translations = await loadShellProps(context.locale, ['account']);
  const [saved, account] = await Promise.all([getSavedProductIds(token.backendToken), getAccount(token.backendToken)]);
  // The backend ended the token (signed out everywhere, a reset) before the next session check did.
  if (tokenEnded(saved) || tokenEnded(account)) {
    endSession(context.req, context.res);
    return {
      redirect: {
        destination: localized(context, loginPathFor(localized(context, '/account/'), 'SessionRequired')),
        permanent: false,
      },
    };
  }
  if (!saved.ok || !account.ok) {
    markUnavailable(context);
    return { props: { ...translations, state: 'unavailable' } };
  }
  const client = getServerPricingClient();
  const shopperId = account.value.user.id;
  const [alerts, notifications] = await Promise.all([
    listAlerts(client, shopperId),
    getNotifications(client, shopperId),
  ]);
  const alertItems = valueOr(alerts, []);
  const notificationItems = notifications.ok ? notifications.value.items : [];
  const ids = [
    ...new Set([
      ...saved.value,
      ...alertItems.map((alert) => alert.productId),
      ...notificationItems.map((item) => item.productId),
    ]),
  ];
  const products = await getProductsByIds(client, ids);
  const known = valueOr(products, []);
  const product = productLinks(known);
  const savedCards = known.filter((card) => saved.value.includes(card.id));
  const linked = account.value.providers[0];
  const dates = new Intl.DateTimeFormat(LOCALE_TAGS[form.locale], { dateStyle: 'long', timeZone: 'UTC' });
  const now = Math.floor(Date.now() / 1000);
  return {
    props: {
      ...translations,
      state: 'ready',
      name: account.value.user.name,
      products: saved.value.map((id) => savedCards.find((card) => card.id === id)).filter((card) => card !== undefined),
      pricesAvailable: products.ok,
      // Coming back from linking the provider (next-auth's callback) says so.
      form: {
        ...form,
        notice: form.notice ?? (context.query.linked === 'provider' ? formNotice({ status: 'provider_linked' }) : null),
      },
      emailVerified: account.value.user.emailVerified,
      hasPassword: account.value.hasPassword,
      providerLinkedOn: linked ? dates.format(new Date(linked.linkedAt)) : null,
      providerFresh: token.method === 'provider' && now - (token.signedInAt ?? 0) <= FRESH_PROVIDER_SIGN_IN_SECONDS,
      alerts: {
        available: alerts.ok,
        alerts: alertRows(alertItems, product, dates),
        saved: saved.value.map(product).filter((link) => link.path !== ''),
      },
      notifications: {
        available: notifications.ok,
        unread: notifications.ok ? notifications.value.unread : 0,
        items: notificationRows(notificationItems, product, dates),
      },
    },
  };
};
