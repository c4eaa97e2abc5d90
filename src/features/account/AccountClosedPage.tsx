import Head from 'next/head';
import { useTranslation } from '@/lib/i18n/use-translation';
import { SiteLink } from '@/components/navigation/SiteLink';
import { buttonClass } from '@/components/ui/button';
import styles from './account.module.css';

/** Where closing an account lands: what is gone, and the way home. */
export function AccountClosedPage() {
  const { t } = useTranslation('common');
  return (
    <div className={styles.narrow}>
      <Head>
        <title key="title">{`${t('account.closed.title')} - ${t('siteName')}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <h1>{t('account.closed.title')}</h1>
      <p className={styles.lead} role="status" data-testid="account-closed">
        {t('account.closed.lead')}
      </p>
      <SiteLink href="/" className={buttonClass('solid')}>
        {t('account.closed.home')}
      </SiteLink>
    </div>
  );
}
