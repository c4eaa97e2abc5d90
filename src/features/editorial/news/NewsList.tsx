import NextLink from 'next/link';
import { Box, Heading, HStack, LinkBox, LinkOverlay, Stack, Text, useColorModeValue } from '@chakra-ui/react';
import { formatArticleDate, isoDate } from '@/lib/content/article-date';
import type { NewsListItem } from '@/lib/content/news-list';
import { ContentImage } from '../shared/ContentImage';
import { NEWS_LIST_ITEM_FIELDS } from './fragments';

/** News posts, newest first: image, date, category, title and summary. */
export function NewsList({ posts, headingLevel = 'h2' }: { posts: readonly NewsListItem[]; headingLevel?: 'h2' | 'h3' }) {
  const border = useColorModeValue('gray.200', 'gray.600');
  return (
    <Stack as="ol" listStyleType="none" spacing={4} data-testid="news-list">
      {posts.map((post) => (
        <LinkBox as="li" key={post.id} display="flex" gap={4} borderBottomWidth="1px" borderColor={border} pb={4}>
          <ContentImage src={post.image?.url} alt={post.image?.alt ?? ''} w={{ base: '96px', md: '180px' }} h={{ base: '72px', md: '110px' }} objectFit="cover" borderRadius="md" flexShrink={0} loading="lazy" />
          <Box>
            <HStack spacing={3} fontSize="sm" color="gray.500">
              {post.published && <time dateTime={isoDate(post.published) ?? undefined}>{formatArticleDate(post.published)}</time>}
              {post.categories[0] && <Text as="span">{post.categories[0].name}</Text>}
            </HStack>
            <Heading as={headingLevel} size="md" mt={1}>
              <LinkOverlay as={NextLink} href={post.href}>{post.title}</LinkOverlay>
            </Heading>
            {post.summary && <Text mt={1} noOfLines={2}>{post.summary}</Text>}
          </Box>
        </LinkBox>
      ))}
    </Stack>
  );
}

NewsList.fragments = { entry: NEWS_LIST_ITEM_FIELDS };
