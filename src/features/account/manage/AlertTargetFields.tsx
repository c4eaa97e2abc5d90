import { useTranslation } from '@/lib/i18n/use-translation';
import { priceFormat } from '@/config/public-env';
import type { ProductLink } from '@/lib/auth/account-alerts';
import { Field } from '../forms/Field';
import styles from '../forms/forms.module.css';

interface AlertTargetFieldsProps {
  idPrefix: string;
  kind: 'price' | 'low90';
  /** The price field's starting value ('' for none). */
  price: string;
  /** When given, the product is chosen too (a new alert for a saved product). */
  products?: ProductLink[];
}

/** What an alert waits for: a price, or the lowest price of the last 90 days (plain fields, so they post without JavaScript). */
export function AlertTargetFields({ idPrefix, kind, price, products }: AlertTargetFieldsProps) {
  const { t } = useTranslation('common');
  return (
    <div className={`${styles.form} ${styles.compact}`}>
      {products && (
        <div className={styles.field}>
          <label htmlFor={`${idPrefix}-product`} className={styles.label}>
            {t('account.alerts.product')}
            <span className={styles.required} aria-hidden="true">
              *
            </span>
          </label>
          <select id={`${idPrefix}-product`} name="productId" className={styles.select} required>
            {products.map((product) => (
              <option key={product.id} value={product.id}>
                {product.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('account.alerts.kind')}</legend>
        <label className={styles.choice}>
          <input type="radio" name="kind" value="price" defaultChecked={kind === 'price'} />
          {t('account.alerts.kindPrice')}
        </label>
        <label className={styles.choice}>
          <input type="radio" name="kind" value="low90" defaultChecked={kind === 'low90'} />
          {t('account.alerts.kindLow90')}
        </label>
      </fieldset>
      <Field
        id={`${idPrefix}-price`}
        name="price"
        type="number"
        label={t('account.alerts.priceLabel', { currency: priceFormat.currencySymbol })}
        isRequired={false}
        inputMode="decimal"
        min="0.01"
        step="0.01"
        defaultValue={price}
        className={styles.price}
      />
    </div>
  );
}
