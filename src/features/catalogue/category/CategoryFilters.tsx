import { useRouter } from 'next/router';
import type { FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { buttonClass } from '@/components/ui/button';
import {
  SORT_OPTIONS,
  parseCategoryQuery,
  toCategorySearchParams,
  type CategoryQuery,
} from '@/lib/catalogue/category-query';
import type { CategoryPageData } from '@/lib/pricing/category-page';
import styles from './CategoryFilters.module.css';

export interface CategoryFiltersProps {
  action: string;
  query: CategoryQuery;
  facets: CategoryPageData['facets'];
  /** Keeps ids unique when the form is on the page twice (beside the list and in the drawer). */
  idPrefix: string;
}

/**
 * A plain GET form, so filters work without JavaScript and every result set has a shareable,
 * crawlable URL. With JavaScript it navigates client-side to the same canonical URL.
 */
export function CategoryFilters({ action, query, facets, idPrefix }: CategoryFiltersProps) {
  const { t } = useTranslation('common');
  const router = useRouter();
  const id = (name: string) => `${idPrefix}-${name}`;

  const submit = (form: HTMLFormElement) => {
    const data = new FormData(form);
    const raw: Record<string, string[]> = {};
    for (const [key, value] of data.entries()) (raw[key] ??= []).push(String(value));
    const search = toCategorySearchParams({ ...parseCategoryQuery(raw), page: 1 }).toString();
    void router.push(search ? `${action}?${search}` : action);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit(event.currentTarget);
  };

  return (
    <form
      method="get"
      action={action}
      onSubmit={onSubmit}
      aria-label={t('listing.filters')}
      className={styles.form}
      data-testid="category-filters"
    >
      <div className={styles.field}>
        <label htmlFor={id('sort')} className={styles.label}>
          {t('listing.sortBy')}
        </label>
        <select
          id={id('sort')}
          name="sort"
          className={styles.control}
          defaultValue={query.sort}
          onChange={(event) => event.currentTarget.form && submit(event.currentTarget.form)}
        >
          {SORT_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {t(`listing.sort.${option}`)}
            </option>
          ))}
        </select>
      </div>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('listing.priceRange')}</legend>
        <div className={styles.prices}>
          <div className={styles.field}>
            <label htmlFor={id('minPrice')} className={styles.small}>
              {t('listing.minPrice')}
            </label>
            <input
              id={id('minPrice')}
              name="minPrice"
              type="text"
              inputMode="decimal"
              className={styles.control}
              defaultValue={query.minPrice ?? ''}
              placeholder={facets.price.min !== null ? String(Math.floor(facets.price.min)) : ''}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor={id('maxPrice')} className={styles.small}>
              {t('listing.maxPrice')}
            </label>
            <input
              id={id('maxPrice')}
              name="maxPrice"
              type="text"
              inputMode="decimal"
              className={styles.control}
              defaultValue={query.maxPrice ?? ''}
              placeholder={facets.price.max !== null ? String(Math.ceil(facets.price.max)) : ''}
            />
          </div>
        </div>
      </fieldset>
      {facets.brands.length > 0 && (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('listing.brand')}</legend>
          <ul className={styles.options}>
            {facets.brands.map((brand) => (
              <li key={brand.name}>
                <label className={styles.check}>
                  <input
                    type="checkbox"
                    name="brand"
                    value={brand.name}
                    defaultChecked={query.brands.includes(brand.name)}
                  />
                  {brand.name} <span className="visually-hidden">,</span>({brand.count})
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      {facets.stores.length > 0 && (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('listing.store')}</legend>
          <ul className={styles.options}>
            {facets.stores.map((store) => (
              <li key={store.id}>
                <label className={styles.check}>
                  <input
                    type="checkbox"
                    name="store"
                    value={String(store.id)}
                    defaultChecked={query.stores.includes(store.id)}
                  />
                  {store.name} <span className="visually-hidden">,</span>({store.count})
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      <button type="submit" className={buttonClass('solid')}>
        {t('listing.applyFilters')}
      </button>
    </form>
  );
}
