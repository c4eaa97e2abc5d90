import NextLink from 'next/link';
import { Box, Heading, Link, SimpleGrid, Stack, Text, useColorModeValue } from '@chakra-ui/react';
import { useTranslation } from 'next-i18next/pages';
import type { CategoryNode } from '@/lib/pricing/categories';
import { categoryPath } from '@/lib/catalogue/slugs';
import { organizationJsonLd, websiteJsonLd } from '@/lib/seo/structured-data';
import { JsonLd } from '@/components/seo/JsonLd';
import { PageMeta } from '@/components/seo/PageMeta';
import { seoContext } from '@/components/seo/seo-context';

export interface HomePageProps {
  storeCount: number;
  categories: CategoryNode[];
}

export function HomePage({ storeCount, categories }: HomePageProps) {
  const { t } = useTranslation('common');
  const cardBackground = useColorModeValue('brand.50', 'gray.700');
  return (
    <Stack spacing={10}>
      <PageMeta title={t('home.title', { count: storeCount })} description={t('home.metaDescription', { count: storeCount })} type="website" image="/favicon.svg" />
      <JsonLd id="organization" data={organizationJsonLd(seoContext(t('siteName')))} />
      <JsonLd id="website" data={websiteJsonLd(seoContext(t('siteName')))} />
      <Stack spacing={3} as="section" aria-labelledby="home-title">
        <Heading as="h1" id="home-title" size="2xl">{t('home.title', { count: storeCount })}</Heading>
        <Text fontSize="lg">{t('home.lead')}</Text>
        <Text fontWeight="semibold" color="brand.500" data-testid="store-count">
          {t('home.storeCount', { count: storeCount })}
        </Text>
      </Stack>
      <Stack as="section" aria-labelledby="home-categories" spacing={4}>
        <Heading as="h2" id="home-categories" size="lg">{t('home.categoriesHeading')}</Heading>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} spacing={4}>
          {categories.map((category) => (
            <Box as="li" key={category.id} bg={cardBackground} borderRadius="lg" p={5}>
              <Link as={NextLink} href={categoryPath(category.name, category.id)} fontWeight="bold" fontSize="lg">
                {category.name}
              </Link>
            </Box>
          ))}
        </SimpleGrid>
        <Link as={NextLink} href="/cl/" color="brand.500" fontWeight="semibold">
          {t('home.allCategoriesLink')}
        </Link>
      </Stack>
    </Stack>
  );
}
