import { Stack } from '@chakra-ui/react';
import Head from 'next/head';
import type { FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { SiteLink } from '@/components/navigation/SiteLink';
import { buttonClass } from '@/components/ui/button';
import type { AccountFormProps } from '@/lib/auth/account-page-props';
import type { ProductCardData } from '@/lib/pricing/product-summary';
import { ChakraScope } from '@/theme/chakra/ChakraScope';
import { ProductGrid } from '../catalogue/ProductGrid';
import styles from './account.module.css';
import { useAccountSession } from './account-session';
import { FormNoticeAlert } from './forms/FormNoticeAlert';
import { AlertsSection, type AlertsProps } from './manage/AlertsSection';
import { DataSection } from './manage/DataSection';
import { NotificationsSection, type NotificationsProps } from './manage/NotificationsSection';
import { SecuritySection } from './manage/SecuritySection';
import { VerifyBanner } from './manage/VerifyBanner';
import { useSavedProducts } from './SavedProductsProvider';
import { localePrefix } from '@/config/locales';

export interface AccountPageProps {
  name: string;
  products: ProductCardData[];
  /** False when the prices could not be fetched: the ids are known, the cards are not. */
  pricesAvailable: boolean;
  form: AccountFormProps;
  emailVerified: boolean;
  hasPassword: boolean;
  /** When the identity provider was linked, in words; null when it is not. */
  providerLinkedOn: string | null;
  /** The session is a provider sign-in of the last 10 minutes. */
  providerFresh: boolean;
  alerts: Omit<AlertsProps, 'locale'>;
  notifications: Omit<NotificationsProps, 'locale'>;
}

export function AccountPage(props: AccountPageProps) {
  const { name, products, pricesAvailable, form, emailVerified } = props;
  const { t } = useTranslation('common');
  const saved = useSavedProducts();
  const { signOut } = useAccountSession();
  // Items un-saved on this page disappear at once; the server list catches up on the next visit.
  const visible =
    saved && saved.status === 'ready' ? products.filter((product) => saved.isSaved(product.id)) : products;
  // Without JavaScript the form posts to next-auth's sign-out route; with it, next-auth's client signs out.
  const onSignOut = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    signOut();
  };
  return (
    <div className={styles.page}>
      <Head>
        <title key="title">{`${t('account.title')} - ${t('siteName')}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <div className={styles.titleRow}>
        <h1>{t('account.title')}</h1>
        <form action="/api/auth/signout/" method="post" onSubmit={onSignOut}>
          <input type="hidden" name="csrfToken" value={form.csrfToken} />
          <input type="hidden" name="callbackUrl" value={`${localePrefix(form.locale)}/`} />
          <button type="submit" className={buttonClass('outline')}>
            {t('account.signOut')}
          </button>
        </form>
      </div>
      <p>{t('account.greeting', { name })}</p>
      <ChakraScope>
        <Stack spacing={4}>
          <FormNoticeAlert notice={form.notice} />
          {!emailVerified && <VerifyBanner locale={form.locale} />}
        </Stack>
      </ChakraScope>
      <h2>{t('account.savedProducts')}</h2>
      {!pricesAvailable && <p role="status">{t('account.pricesUnavailable')}</p>}
      {visible.length > 0 ? (
        <div data-testid="saved-products">
          <ProductGrid products={visible} headingLevel="h3" />
        </div>
      ) : (
        pricesAvailable && (
          <div className={styles.stack} data-testid="saved-empty">
            <p>{t('account.noSavedProducts')}</p>
            <SiteLink href="/cl/">{t('nav.seeAllCategories')}</SiteLink>
          </div>
        )
      )}
      <ChakraScope>
        <Stack spacing={10}>
          <AlertsSection locale={form.locale} {...props.alerts} />
          <NotificationsSection locale={form.locale} {...props.notifications} />
          <SecuritySection
            form={form}
            hasPassword={props.hasPassword}
            providerLinkedOn={props.providerLinkedOn}
            providerFresh={props.providerFresh}
          />
          <DataSection form={form} hasPassword={props.hasPassword} providerFresh={props.providerFresh} />
        </Stack>
      </ChakraScope>
    </div>
  );
}
