import { useTranslation } from 'react-i18next';
import { BrandMarkList } from '@/components/ui/BrandMarkList';
import { OptimisedImage } from '@/components/ui/OptimisedImage';
import { buttonClass } from '@/components/ui/button';
import { priceFormat } from '@/config/public-env';
import { formatPrice } from '@/lib/catalogue/price';
import { pricingImageUrl } from '@/lib/pricing/image-url';
import type { StoreOffer } from '@/lib/pricing/product-detail';
import styles from './OffersTable.module.css';

/**
 * Every store's offer, cheapest total first, each with a way out to the store. A table from
 * 600px; below, each row is laid out as a card, its cells labelled by their column's name.
 */
export function OffersTable({ offers, productName }: { offers: StoreOffer[]; productName: string }) {
  const { t } = useTranslation('common');
  const price = (value: number | null) => formatPrice(value, priceFormat) ?? '';
  const column = (key: string) => t(`catalogue.offers.${key}`);
  return (
    <div className={styles.wrapper} data-testid="offers-table">
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{column('store')}</th>
            <th scope="col" className={styles.numeric}>{column('price')}</th>
            <th scope="col" className={styles.numeric}>{column('shipping')}</th>
            <th scope="col" className={styles.numeric}>{column('total')}</th>
            <th scope="col">{column('stock')}</th>
            <th scope="col">{column('payment')}</th>
            <th scope="col">{column('delivery')}</th>
            <th scope="col"><span className="visually-hidden">{column('link')}</span></th>
          </tr>
        </thead>
        <tbody>
          {offers.map((offer) => (
            <tr key={offer.storeId} data-testid="offer-row" data-total={offer.total}>
              <th scope="row" className={styles.store}>
                <OptimisedImage src={pricingImageUrl(offer.storeLogo)} alt="" width={56} height={28} className={styles.logo} exact />
                <span>{offer.storeName}</span>
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
              <td className={`${styles.numeric} ${styles.total}`} data-label={column('total')} data-testid="offer-total">{price(offer.total)}</td>
              <td data-label={column('stock')}>
                <span className={offer.inStock ? styles.inStock : styles.outOfStock}>
                  {offer.inStock ? column('inStock') : column('outOfStock')}
                </span>
              </td>
              <td data-label={column('payment')} className={styles.marks}>
                <BrandMarkList kind="payment" names={offer.paymentMethods} label={column('payment')} height={18} />
              </td>
              <td data-label={column('delivery')} className={styles.marks}>
                <BrandMarkList kind="carrier" names={offer.shippingCarriers} label={column('delivery')} height={18} />
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
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
