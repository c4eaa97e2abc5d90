import { useTranslation } from '@/lib/i18n/use-translation';
import { BrandMarkList } from '@/components/ui/BrandMarkList';
import { OptimisedImage } from '@/components/ui/OptimisedImage';
import { buttonClass } from '@/components/ui/button';
import { priceFormat } from '@/config/public-env';
import { checkedAgo } from '@/lib/catalogue/freshness';
import { formatPrice } from '@/lib/catalogue/price';
import { pricingImageUrl } from '@/lib/pricing/image-url';
import type { StoreOffer } from '@/lib/pricing/product-detail';
import { AffiliateDisclosure } from '../AffiliateDisclosure';
import styles from './OffersTable.module.css';
import { ReportPriceTrigger } from './report/ReportPriceTrigger';

interface OffersTableProps {
  offers: StoreOffer[];
  productName: string;
  /** When the page was built: how long ago each store was checked is counted from here. */
  renderedAt: number;
}

/**
 * Every store's offer, fresh ones first, cheapest total first, each with a way out to the store,
 * how fresh its price is and a way to report it wrong. A table from 600px (tighter below 1169px,
 * scrolling in its own box if it still does not fit); below, each row is laid out as a card, its
 * cells labelled by their column's name.
 */
export function OffersTable({ offers, productName, renderedAt }: OffersTableProps) {
  const { t, i18n } = useTranslation('common');
  const price = (value: number | null) => formatPrice(value, priceFormat) ?? '';
  const column = (key: string) => t(`catalogue.offers.${key}`);
  return (
    <div className={styles.group}>
      <AffiliateDisclosure />
      <div className={styles.wrapper} data-testid="offers-table">
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{column('store')}</th>
              <th scope="col" className={styles.numeric}>
                {column('price')}
              </th>
              <th scope="col" className={styles.numeric}>
                {column('shipping')}
              </th>
              <th scope="col" className={styles.numeric}>
                {column('total')}
              </th>
              <th scope="col">{column('stock')}</th>
              <th scope="col">{column('payment')}</th>
              <th scope="col">{column('delivery')}</th>
              <th scope="col">
                <span className="visually-hidden">{column('link')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {offers.map((offer) => (
              <tr
                key={offer.storeId}
                className={offer.stale ? styles.staleRow : undefined}
                data-testid="offer-row"
                data-total={offer.total}
                data-stale={offer.stale || undefined}
              >
                <th scope="row" className={styles.store}>
                  <span className={styles.storeName}>
                    <OptimisedImage
                      src={pricingImageUrl(offer.storeLogo)}
                      alt=""
                      width={56}
                      height={28}
                      className={styles.logo}
                    />
                    <span>{offer.storeName}</span>
                  </span>
                  <Freshness offer={offer} renderedAt={renderedAt} locale={i18n.language} />
                </th>
                <td className={styles.numeric} data-label={column('price')}>
                  <strong>{price(offer.price)}</strong>
                  {offer.originalPrice !== null && offer.originalPrice > offer.price && (
                    <s className={styles.muted}> {price(offer.originalPrice)}</s>
                  )}
                </td>
                <td className={styles.numeric} data-label={column('shipping')}>
                  {offer.shippingCost > 0 ? price(offer.shippingCost) : column('freeShipping')}
                </td>
                <td
                  className={`${styles.numeric} ${styles.total}`}
                  data-label={column('total')}
                  data-testid="offer-total"
                >
                  {price(offer.total)}
                </td>
                <td data-label={column('stock')}>
                  <span className={offer.inStock ? styles.inStock : styles.outOfStock}>
                    {offer.inStock ? column('inStock') : column('outOfStock')}
                  </span>
                </td>
                <td data-label={column('payment')} className={styles.marks}>
                  <BrandMarkList kind="payment" names={offer.paymentMethods} label={column('payment')} size="small" />
                </td>
                <td data-label={column('delivery')} className={styles.marks}>
                  <BrandMarkList
                    kind="carrier"
                    names={offer.shippingCarriers}
                    label={column('delivery')}
                    size="small"
                  />
                </td>
                <td className={styles.action}>
                  <a
                    href={offer.url}
                    target="_blank"
                    rel="nofollow sponsored noopener"
                    className={buttonClass('solid', { size: 'sm' })}
                    aria-label={t('catalogue.offers.visitStoreAt', { store: offer.storeName, product: productName })}
                  >
                    {t('product.visitStore')}
                  </a>
                  {offer.offerId !== null && <ReportPriceTrigger offerId={offer.offerId} storeName={offer.storeName} />}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** "Checked 2h ago", or a warning that the price may be out of date (not checked for 72 h). */
function Freshness({ offer, renderedAt, locale }: { offer: StoreOffer; renderedAt: number; locale: string }) {
  const { t } = useTranslation('common');
  const ago = checkedAgo(offer.checkedAt, renderedAt, locale);
  if (offer.stale)
    return (
      <span className={styles.stale} data-testid="offer-stale">
        {t('priceHistory.stale')}
      </span>
    );
  if (!ago) return null;
  return (
    <time className={styles.checked} dateTime={offer.checkedAt} data-testid="offer-checked">
      {t('priceHistory.checked', { ago })}
    </time>
  );
}
