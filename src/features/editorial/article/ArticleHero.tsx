import { Box, Heading, Stack, Text, useColorModeValue } from '@chakra-ui/react';
import { useTranslation } from 'next-i18next/pages';
import type { Article } from '@/lib/content/article';
import { ContentImage } from '../shared/ContentImage';
import type { ArticleStore } from './article-extras-types';
import { ArticleBreadcrumb } from './ArticleBreadcrumb';
import { articleCrumbs } from './article-crumbs';
import { AuthorStrip } from './AuthorStrip';
import { BulletPoints } from './BulletPoints';
import { StoreBadge } from './StoreBadge';
import { ARTICLE_HERO_FIELDS } from './fragments';

interface ArticleHeroProps {
  article: Article;
  wordCount: number;
  store: ArticleStore | null;
}

/**
 * The cover banner (spec §2 "Hero banner"): optional store, H1, description, breadcrumb, author
 * strip, up to three bullet points. A guide shows its cover below the text; other articles beside it.
 */
export function ArticleHero({ article, wordCount, store }: ArticleHeroProps) {
  const { t } = useTranslation('common');
  const background = useColorModeValue('brand.50', 'gray.800');
  const isGuide = article.kind === 'guide';
  const crumbs = articleCrumbs(article, { home: t('editorial.breadcrumb.home'), guides: t('editorial.breadcrumb.guides') });
  const cover = (
    <ContentImage
      src={article.cover?.url}
      alt={article.cover?.alt ?? ''}
      w="100%"
      maxH={isGuide ? '420px' : '320px'}
      objectFit="cover"
      borderRadius="lg"
      fetchPriority="high"
      data-testid="article-cover"
    />
  );
  return (
    <Box as="header" bg={background} borderRadius="xl" p={{ base: 5, md: 8 }} data-testid="article-hero" data-kind={article.kind}>
      <Stack direction={{ base: 'column', lg: isGuide ? 'column' : 'row' }} spacing={8} align={isGuide ? 'stretch' : 'center'}>
        <Stack spacing={4} flex="1">
          <ArticleBreadcrumb crumbs={crumbs} />
          {store && <StoreBadge store={store} />}
          <Heading as="h1" size="2xl" lineHeight="shorter">{article.title}</Heading>
          {article.description && <Text fontSize="lg">{article.description}</Text>}
          <AuthorStrip author={article.author} published={article.published} modified={article.modified} wordCount={wordCount} />
          <BulletPoints points={article.bulletPoints} />
        </Stack>
        <Box flex={isGuide ? undefined : '0 0 40%'} w="100%">{cover}</Box>
      </Stack>
    </Box>
  );
}

ArticleHero.fragments = { entry: ARTICLE_HERO_FIELDS };
