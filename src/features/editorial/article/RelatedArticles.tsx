import NextLink from 'next/link';
import { Heading, LinkBox, LinkOverlay, SimpleGrid, Stack, Text, useColorModeValue } from '@chakra-ui/react';
import { useTranslation } from 'next-i18next/pages';
import type { RelatedArticle } from '@/lib/content/related-articles';
import { ContentImage } from '../shared/ContentImage';

/** Up to four of the latest articles of the same kind: thumbnail, title, subheading (spec §2). */
export function RelatedArticles({ articles }: { articles: readonly RelatedArticle[] }) {
  const { t } = useTranslation('common');
  const border = useColorModeValue('gray.200', 'gray.600');
  if (articles.length === 0) return null;
  return (
    <Stack as="section" aria-labelledby="related-articles" spacing={4} data-testid="related-articles">
      <Heading as="h2" size="lg" id="related-articles">{t('editorial.related.title')}</Heading>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, xl: 4 }} spacing={4}>
        {articles.map((article) => (
          <LinkBox as="li" key={article.id} borderWidth="1px" borderColor={border} borderRadius="lg" overflow="hidden">
            <ContentImage src={article.thumbnail?.url} alt={article.thumbnail?.alt ?? ''} w="100%" aspectRatio={16 / 9} objectFit="cover" loading="lazy" />
            <Stack p={4} spacing={1}>
              <Heading as="h3" size="sm">
                <LinkOverlay as={NextLink} href={article.href}>{article.title}</LinkOverlay>
              </Heading>
              {article.subheading && <Text fontSize="sm" color="gray.500">{article.subheading}</Text>}
            </Stack>
          </LinkBox>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
