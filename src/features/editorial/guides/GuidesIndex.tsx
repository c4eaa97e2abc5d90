import NextLink from 'next/link';
import { Heading, Link, Stack, Text, Wrap, WrapItem } from '@chakra-ui/react';
import { useTranslation } from 'next-i18next/pages';
import type { GuideCategoryGroup } from '@/lib/content/guides-index';
import { PageTitle } from '../shared/PageTitle';
import { GuideCard } from './GuideCard';
import { GUIDES_INDEX_QUERY } from './queries';

export interface GuidesIndexProps {
  categories: GuideCategoryGroup[];
  siteTitle: string | null;
}

/** `/g`: guide categories, each with its guides (decisions "Routes we add"). */
export function GuidesIndex({ categories, siteTitle }: GuidesIndexProps) {
  const { t } = useTranslation('common');
  return (
    <Stack spacing={10} data-testid="guides-index">
      <PageTitle title={t('editorial.guides.title')} siteTitle={siteTitle} description={t('editorial.guides.lead')} />
      <Stack spacing={3}>
        <Heading as="h1" size="2xl">{t('editorial.guides.title')}</Heading>
        <Text fontSize="lg">{t('editorial.guides.lead')}</Text>
      </Stack>
      {categories.length === 0 && <Text color="gray.500">{t('editorial.guides.empty')}</Text>}
      {categories.map((category) => (
        <Stack as="section" key={category.id} aria-labelledby={`guides-${category.id}`} spacing={4}>
          <Heading as="h2" size="lg" id={`guides-${category.id}`}>
            {category.href ? <Link as={NextLink} href={category.href}>{category.name}</Link> : category.name}
          </Heading>
          <Wrap as="ul" listStyleType="none" spacing={4}>
            {category.guides.map((guide) => (
              <WrapItem as="li" key={guide.id}>
                <GuideCard guide={guide} />
              </WrapItem>
            ))}
          </Wrap>
        </Stack>
      ))}
    </Stack>
  );
}

GuidesIndex.query = GUIDES_INDEX_QUERY;
