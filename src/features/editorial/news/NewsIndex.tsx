import NextLink from 'next/link';
import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'next-i18next/pages';
import type { NewsListItem } from '@/lib/content/news-list';
import { PageTitle } from '../shared/PageTitle';
import { NewsList } from './NewsList';
import { NEWS_CURSOR_QUERY, NEWS_PAGE_QUERY } from './queries';

export interface NewsIndexProps {
  page: number;
  posts: NewsListItem[];
  hasNextPage: boolean;
  siteTitle: string | null;
}

export function newsPageHref(page: number): string {
  return page <= 1 ? '/n/' : `/n/?page=${page}`;
}

/** `/n`: WordPress posts, newest first, a page at a time (decisions "Routes we add"). */
export function NewsIndex({ page, posts, hasNextPage, siteTitle }: NewsIndexProps) {
  const { t } = useTranslation('common');
  const title = page > 1 ? `${t('editorial.news.title')} · ${t('editorial.news.page', { page })}` : t('editorial.news.title');
  return (
    <Stack spacing={6} maxW="4xl" data-testid="news-index">
      <PageTitle title={title} siteTitle={siteTitle} description={t('editorial.news.description')} />
      <Heading as="h1" size="2xl">{title}</Heading>
      {posts.length === 0 ? <Text color="gray.500">{t('editorial.news.empty')}</Text> : <NewsList posts={posts} />}
      {(page > 1 || hasNextPage) && (
        <HStack as="nav" aria-label={t('editorial.news.pagination')} spacing={3}>
          {page > 1 && <Button as={NextLink} href={newsPageHref(page - 1)} rel="prev" variant="outline">{t('editorial.news.newer')}</Button>}
          {hasNextPage && <Button as={NextLink} href={newsPageHref(page + 1)} rel="next">{t('editorial.news.older')}</Button>}
        </HStack>
      )}
    </Stack>
  );
}

NewsIndex.queries = { page: NEWS_PAGE_QUERY, cursor: NEWS_CURSOR_QUERY };
