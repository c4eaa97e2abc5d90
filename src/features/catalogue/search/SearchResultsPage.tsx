import { Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'next-i18next/pages';
import { PageMeta } from '@/components/seo/PageMeta';
import type { ProductSearchResult } from '@/lib/pricing/search';
import { Pagination } from '../Pagination';
import { ProductGrid } from '../ProductGrid';
import { searchResultsHref } from './SearchBox';

export interface SearchResultsPageProps {
  text: string;
  result: ProductSearchResult | null;
}

export function SearchResultsPage({ text, result }: SearchResultsPageProps) {
  const { t } = useTranslation('common');
  const heading = text ? t('search.resultsFor', { text }) : t('search.title');
  return (
    <Stack spacing={6}>
      <PageMeta title={heading} description={t('search.metaDescription')} noindex />
      <Heading as="h1" size="xl">{heading}</Heading>
      {!text && <Text data-testid="search-empty-query">{t('search.emptyQuery')}</Text>}
      {text && result && result.total === 0 && (
        <Text data-testid="search-no-results">{t('search.noResults', { text })}</Text>
      )}
      {text && result && result.total > 0 && (
        <>
          <Text color="gray.500" data-testid="result-count">{t('search.resultCount', { count: result.total })}</Text>
          <ProductGrid products={result.products} />
          <Pagination
            page={result.page}
            pageCount={result.pageCount}
            hrefFor={(page) => `${searchResultsHref(text)}${page > 1 ? `&page=${page}` : ''}`}
          />
        </>
      )}
    </Stack>
  );
}
