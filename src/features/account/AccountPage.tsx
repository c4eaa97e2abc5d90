import Head from 'next/head';
import { useTranslation } from '@/lib/i18n/use-translation';
import { buttonClass } from '@/components/ui/button';
import type { AccountFormProps } from '@/lib/auth/account-page-props';
import type { ProductCardData } from '@/lib/pricing/product-summary';
import styles from './account.module.css';
import { FormNoticeAlert } from './forms/FormNoticeAlert';
import { SIGN_OUT_FORM_ATTRIBUTE } from './forms/sign-out-forms';
import { SavedProductsIsland } from './islands';
import { AlertsSection, type AlertsProps } from './manage/AlertsSection';
import { DataSection } from './manage/DataSection';
import { NotificationsSection, type NotificationsProps } from './manage/NotificationsSection';
import { SecuritySection } from './manage/SecuritySection';
import { VerifyBanner } from './manage/VerifyBanner';
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
  return (
    <div className={styles.page}>
      <Head>
        <title key="title">{`${t('account.title')} - ${t('siteName')}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <div className={styles.titleRow}>
        <h1>{t('account.title')}</h1>
        {/* Without JavaScript it posts to next-auth's sign-out route; with it, next-auth's client signs out. */}
        <form action="/api/auth/signout/" method="post" {...{ [SIGN_OUT_FORM_ATTRIBUTE]: '' }}>
          <input type="hidden" name="csrfToken" value={form.csrfToken} />
          <input type="hidden" name="callbackUrl" value={`${localePrefix(form.locale)}/`} />
          <button type="submit" className={buttonClass('outline')}>
            {t('account.signOut')}
          </button>
        </form>
      </div>
      <p>{t('account.greeting', { name })}</p>
      <FormNoticeAlert notice={form.notice} />
      {!emailVerified && <VerifyBanner locale={form.locale} />}
      <h2>{t('account.savedProducts')}</h2>
      {!pricesAvailable && <p role="status">{t('account.pricesUnavailable')}</p>}
      <SavedProductsIsland products={products} pricesAvailable={pricesAvailable} />
      <div className={styles.sections}>
        <AlertsSection locale={form.locale} {...props.alerts} />
        <NotificationsSection locale={form.locale} {...props.notifications} />
        <SecuritySection
          form={form}
          hasPassword={props.hasPassword}
          providerLinkedOn={props.providerLinkedOn}
          providerFresh={props.providerFresh}
        />
        <DataSection form={form} hasPassword={props.hasPassword} providerFresh={props.providerFresh} />
      </div>
    </div>
  );
}
