import { SiteLink } from '@/components/navigation/SiteLink';
import Head from 'next/head';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/ui/button';
import type { ProductCardData } from '@/lib/pricing/product-summary';
import { ProductGrid } from '../catalogue/ProductGrid';
import styles from './account.module.css';
import { useAccountSession } from './account-session';
import { useSavedProducts } from './SavedProductsProvider';

export interface AccountPageProps {
  name: string;
  products: ProductCardData[];
  /** False when the prices could not be fetched: the ids are known, the cards are not. */
  pricesAvailable: boolean;
}

export function AccountPage({ name, products, pricesAvailable }: AccountPageProps) {
  const { t } = useTranslation('common');
  const saved = useSavedProducts();
  const { signOut } = useAccountSession();
  // Items un-saved on this page disappear at once; the server list catches up on the next visit.
  const visible = saved && saved.status === 'ready' ? products.filter((product) => saved.isSaved(product.id)) : products;
  return (
    <div className={styles.page}>
      <Head>
        <title key="title">{`${t('account.title')} - ${t('siteName')}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <div className={styles.titleRow}>
        <h1>{t('account.title')}</h1>
        <button type="button" className={buttonClass('outline')} onClick={signOut}>{t('account.signOut')}</button>
      </div>
      <p>{t('account.greeting', { name })}</p>
      <h2>{t('account.savedProducts')}</h2>
      {!pricesAvailable && <p role="status">{t('account.pricesUnavailable')}</p>}
      {visible.length > 0 ? (
        <div data-testid="saved-products"><ProductGrid products={visible} headingLevel="h3" /></div>
      ) : (
        pricesAvailable && (
          <div className={styles.stack} data-testid="saved-empty">
            <p>{t('account.noSavedProducts')}</p>
            <SiteLink href="/cl/">{t('home.allCategoriesLink')}</SiteLink>
          </div>
        )
      )}
    </div>
  );
}
