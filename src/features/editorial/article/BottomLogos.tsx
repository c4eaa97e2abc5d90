import { useTranslation } from '@/lib/i18n/use-translation';
import { BrandMarkList } from '@/components/ui/BrandMarkList';
import { ContentImage } from '../shared/ContentImage';
import type { ArticleStore } from './article-extras-types';
import styles from './article.module.css';

/** Two payment logos in one group, then up to four carrier logos drawn as SVG. */
export const BOTTOM_PAYMENT_LOGOS = 2;
export const BOTTOM_CARRIER_LOGOS = 4;

/** Where to buy the article's lead product: the store's logo, how to pay there, who delivers. */
export function BottomLogos({ store }: { store: ArticleStore }) {
  const { t } = useTranslation('common');
  const payments = store.paymentMethods.slice(0, BOTTOM_PAYMENT_LOGOS);
  const carriers = store.shippingCarriers.slice(0, BOTTOM_CARRIER_LOGOS);
  return (
    <section aria-labelledby="where-to-buy" className={styles.section} data-testid="bottom-logos">
      <h2 id="where-to-buy">{t('editorial.bottomLogos.title', { store: store.name })}</h2>
      <div className={styles.bottomLogos}>
        <a href={store.domainUrl} target="_blank" rel="nofollow sponsored noopener" className={styles.storeLogo}>
          <ContentImage
            src={store.logoUrl}
            alt={t('editorial.hero.storeLogo', { store: store.name })}
            width={120}
            height={40}
            fit="contain"
            className={styles.logo120}
          />
        </a>
        {payments.length > 0 && (
          <div>
            <p className={styles.caption}>{t('editorial.bottomLogos.payment')}</p>
            <BrandMarkList kind="payment" names={payments} label={t('editorial.bottomLogos.payment')} />
          </div>
        )}
        {carriers.length > 0 && (
          <div>
            <p className={styles.caption}>{t('editorial.bottomLogos.delivery')}</p>
            <BrandMarkList kind="carrier" names={carriers} label={t('editorial.bottomLogos.delivery')} />
          </div>
        )}
      </div>
    </section>
  );
}
