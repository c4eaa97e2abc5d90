import { useTranslation } from '@/lib/i18n/use-translation';
import { SiteLink } from '@/components/navigation/SiteLink';
import { PageMeta } from '@/components/seo/PageMeta';
import { dealsHref } from '@/lib/catalogue/deals-query';
import { HOW_WE_COMPARE_PATH } from '@/lib/site-paths';
import { Pagination } from '../Pagination';
import { DealGrid } from './DealGrid';
import styles from './DealsPage.module.css';
import chips from '@/components/ui/chips.module.css';
import type { DealsPageData } from './server/load-deals-page';

/** `/deals/`: real price drops, filtered by category and paged in the URL (real links, no script needed). */
export function DealsPage({ query, categories, categoryName, deals }: DealsPageData) {
  const { t } = useTranslation('common');
  const title = categoryName ? t('deals.titleIn', { category: categoryName }) : t('deals.title');
  const fullTitle = query.page > 1 ? t('catalogue.titleWithPage', { name: title, page: query.page }) : title;
  return (
    <div className={styles.page}>
      <PageMeta
        title={fullTitle}
        description={t('deals.description')}
        type="website"
        canonicalPath={dealsHref(query)}
      />
      <div className={styles.heading}>
        <h1>{fullTitle}</h1>
        <p className={styles.lead}>
          {t('deals.lead')} <SiteLink href={HOW_WE_COMPARE_PATH}>{t('deals.howWeKnow')}</SiteLink>
        </p>
      </div>
      <nav aria-label={t('deals.categories')}>
        <ul className={chips.chips}>
          {[{ id: null, name: t('deals.allCategories') }, ...categories].map((category) => (
            <li key={category.id ?? 'all'}>
              <SiteLink
                href={dealsHref({ category: category.id, page: 1 })}
                className={chips.chip}
                aria-current={category.id === query.category ? 'page' : undefined}
              >
                {category.name}
              </SiteLink>
            </li>
          ))}
        </ul>
      </nav>
      {deals === null ? (
        <p className={styles.empty} data-testid="deals-unavailable">
          {t('deals.unavailable')}
        </p>
      ) : deals.items.length === 0 ? (
        <div className={styles.empty} data-testid="deals-empty">
          <p>{categoryName ? t('deals.noneIn', { category: categoryName }) : t('deals.none')}</p>
          {categoryName && <SiteLink href={dealsHref({ category: null, page: 1 })}>{t('deals.seeAll')}</SiteLink>}
        </div>
      ) : (
        <>
          <p className={styles.muted}>{t('deals.count', { count: deals.total })}</p>
          <DealGrid deals={deals.items} leading />
          <Pagination page={query.page} pageCount={deals.pageCount} hrefFor={(page) => dealsHref({ ...query, page })} />
        </>
      )}
    </div>
  );
}
