import { SiteLink } from '@/components/navigation/SiteLink';
import { useTranslation } from '@/lib/i18n/use-translation';
import { PageMeta } from '@/components/seo/PageMeta';
import { toCategorySearchParams, type CategoryQuery } from '@/lib/catalogue/category-query';
import { categoryPath } from '@/lib/catalogue/slugs';
import type { CategoryPageData } from '@/lib/pricing/category-page';
import { CatalogueBreadcrumbs } from '../CatalogueBreadcrumbs';
import { Pagination } from '../Pagination';
import { ProductGrid } from '../ProductGrid';
import styles from './CategoryPage.module.css';
import chips from '@/components/ui/chips.module.css';
import { CategoryFiltersIsland } from '../islands';

export interface CategoryPageProps {
  category: CategoryPageData;
  query: CategoryQuery;
}

export function CategoryPage({ category, query }: CategoryPageProps) {
  const { t } = useTranslation('common');
  const path = categoryPath(category.name, category.id);
  const hrefFor = (page: number) => {
    const search = toCategorySearchParams({ ...query, page }).toString();
    return search ? `${path}?${search}` : path;
  };
  const filtered =
    query.brands.length > 0 || query.stores.length > 0 || query.minPrice !== null || query.maxPrice !== null;
  const title =
    query.page > 1 ? t('catalogue.titleWithPage', { name: category.title, page: query.page }) : category.title;
  const showFilters = category.total > 0 || filtered;
  return (
    <div className={styles.page}>
      {/* Sorted and filtered variants point crawlers at the plain listing (its pages kept). */}
      <PageMeta
        title={`${title} - ${t('catalogue.comparePrices')}`}
        description={t('listing.categoryDescription', { name: category.title, count: category.total })}
        canonicalPath={query.page > 1 ? `${path}?page=${query.page}` : path}
      />
      <CatalogueBreadcrumbs crumbs={category.breadcrumbs} />
      <div className={styles.heading}>
        <h1>{category.title}</h1>
        <p className={styles.muted} data-testid="result-count">
          {t('listing.productCount', { count: category.total })}
        </p>
      </div>
      {category.subcategories.length > 0 && (
        <nav aria-label={t('listing.subcategories')}>
          <ul className={chips.chips}>
            {category.subcategories.map((sub) => (
              <li key={sub.id}>
                <SiteLink href={categoryPath(sub.name, sub.id)} className={chips.chip}>
                  {sub.name} ({sub.productCount})
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className={showFilters ? styles.withFilters : undefined}>
        {showFilters && (
          <aside className={styles.filters} aria-label={t('listing.filters')}>
            <CategoryFiltersIsland key={hrefFor(query.page)} action={path} query={query} facets={category.facets} />
          </aside>
        )}
        <div className={styles.results}>
          {category.products.length > 0 ? (
            <>
              <ProductGrid products={category.products} leading />
              <Pagination page={category.page} pageCount={category.pageCount} hrefFor={hrefFor} />
            </>
          ) : (
            <div className={styles.empty} data-testid="category-empty">
              <h2>{filtered ? t('listing.noFilterMatches') : t('listing.emptyCategory')}</h2>
              <p>{filtered ? t('listing.noFilterMatchesHint') : t('listing.emptyCategoryHint')}</p>
              <SiteLink href={filtered ? path : '/cl/'}>
                {filtered ? t('listing.clearFilters') : t('nav.seeAllCategories')}
              </SiteLink>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
