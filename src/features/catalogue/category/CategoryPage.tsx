import NextLink from 'next/link';
import { Box, Flex, Heading, Link, Stack, Text, Wrap, WrapItem } from '@chakra-ui/react';
import { useTranslation } from 'next-i18next/pages';
import { toCategorySearchParams, type CategoryQuery } from '@/lib/catalogue/category-query';
import { categoryPath } from '@/lib/catalogue/slugs';
import type { CategoryPageData } from '@/lib/pricing/category-page';
import { JsonLd } from '@/components/seo/JsonLd';
import { PageMeta } from '@/components/seo/PageMeta';
import { seoContext } from '@/components/seo/seo-context';
import { breadcrumbJsonLd } from '@/lib/seo/structured-data';
import { CatalogueBreadcrumbs } from '../CatalogueBreadcrumbs';
import { Pagination } from '../Pagination';
import { ProductGrid } from '../ProductGrid';
import { CategoryFilters } from './CategoryFilters';

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
  const filtered = query.brands.length > 0 || query.stores.length > 0 || query.minPrice !== null || query.maxPrice !== null;
  const title = query.page > 1 ? t('catalogue.titleWithPage', { name: category.title, page: query.page }) : category.title;
  return (
    <Stack spacing={6}>
      {/* Sorted and filtered variants point crawlers at the plain listing (its pages kept). */}
      <PageMeta
        title={`${title} - ${t('catalogue.comparePrices')}`}
        description={t('catalogue.categoryDescription', { name: category.title, count: category.total })}
        canonicalPath={query.page > 1 ? `${path}?page=${query.page}` : path}
      />
      <JsonLd id="breadcrumbs" data={breadcrumbJsonLd(category.breadcrumbs, seoContext(t('siteName')))} />
      <CatalogueBreadcrumbs crumbs={category.breadcrumbs} />
      <Stack spacing={1}>
        <Heading as="h1" size="xl">{category.title}</Heading>
        <Text color="gray.500" data-testid="result-count">{t('catalogue.productCount', { count: category.total })}</Text>
      </Stack>
      {category.subcategories.length > 0 && (
        <Box as="nav" aria-label={t('catalogue.subcategories')}>
          <Wrap as="ul" listStyleType="none" spacing={2}>
            {category.subcategories.map((sub) => (
              <WrapItem as="li" key={sub.id}>
                <Link as={NextLink} href={categoryPath(sub.name, sub.id)} borderWidth="1px" borderRadius="full" px={3} py={1} fontSize="sm">
                  {sub.name} ({sub.productCount})
                </Link>
              </WrapItem>
            ))}
          </Wrap>
        </Box>
      )}
      <Flex gap={8} direction={{ base: 'column', lg: 'row' }} align="flex-start">
        {(category.total > 0 || filtered) && (
          <Box w={{ base: '100%', lg: '260px' }} flexShrink={0}>
            <CategoryFilters key={hrefFor(query.page)} action={path} query={query} facets={category.facets} />
          </Box>
        )}
        <Box flex="1" minW={0} w="100%">
          {category.products.length > 0 ? (
            <>
              <ProductGrid products={category.products} />
              <Pagination page={category.page} pageCount={category.pageCount} hrefFor={hrefFor} />
            </>
          ) : (
            <Stack spacing={3} py={10} data-testid="category-empty">
              <Heading as="h2" size="md">{filtered ? t('catalogue.noFilterMatches') : t('catalogue.emptyCategory')}</Heading>
              <Text>{filtered ? t('catalogue.noFilterMatchesHint') : t('catalogue.emptyCategoryHint')}</Text>
              <Link as={NextLink} href={filtered ? path : '/cl/'} color="brand.500" fontWeight="semibold">
                {filtered ? t('catalogue.clearFilters') : t('home.allCategoriesLink')}
              </Link>
            </Stack>
          )}
        </Box>
      </Flex>
    </Stack>
  );
}
