import { useTranslation } from '@/lib/i18n/use-translation';
import { PageMeta } from '@/components/seo/PageMeta';
import type { ProductSearchResult } from '@/lib/pricing/search';
import type { ProductCardData } from '@/lib/pricing/product-summary';
import { Pagination } from '../Pagination';
import { ProductGrid } from '../ProductGrid';
import { searchResultsHref } from './search-href';
import styles from './SearchResultsPage.module.css';

export interface SearchResultsPageProps {
  text: string;
  result: (Omit<ProductSearchResult, 'products'> & { products: ProductCardData[] }) | null;
}

export function SearchResultsPage({ text, result }: SearchResultsPageProps) {
  const { t } = useTranslation('common');
  const heading = text ? t('search.resultsFor', { text }) : t('search.title');
  return (
    <div className={styles.page}>
      <PageMeta title={heading} description={t('search.metaDescription')} noindex />
      <h1>{heading}</h1>
      {!text && <p data-testid="search-empty-query">{t('search.emptyQuery')}</p>}
      {text && result && result.total === 0 && <p data-testid="search-no-results">{t('search.noResults', { text })}</p>}
      {text && result && result.total > 0 && (
        <>
          <p className={styles.muted} data-testid="result-count">
            {t('search.resultCount', { count: result.total })}
          </p>
          <ProductGrid products={result.products} leading />
          <Pagination
            page={result.page}
            pageCount={result.pageCount}
            hrefFor={(page) => `${searchResultsHref(text)}${page > 1 ? `&page=${page}` : ''}`}
          />
        </>
      )}
    </div>
  );
}
