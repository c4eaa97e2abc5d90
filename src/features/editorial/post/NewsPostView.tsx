import NextLink from 'next/link';
import { Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { formatArticleDate, isoDate } from '@/lib/content/article-date';
import type { NewsPost } from '@/lib/content/news-post';
import { toRichTextDocument } from '@/lib/content/rich-text-document';
import type { SiteHeader } from '@/lib/content/site-header';
import { contentHosts } from '@/lib/content/site-paths';
import { RichText } from '../rich-text/RichText';
import { ContentImage } from '../shared/ContentImage';
import { PageTitle } from '../shared/PageTitle';
import { SiteMenu } from '../site-menu/SiteMenu';
import { TermLinks } from './TermLinks';
import { NEWS_POST_FIELDS } from './fragments';

/** A news post: the site's header and menu, then title, date, author and content (spec §2 "Single post"). */
export function NewsPostView({ post, header }: { post: NewsPost; header: SiteHeader }) {
  const { t } = useTranslation('common');
  const document = useMemo(() => toRichTextDocument(post.html, contentHosts()), [post.html]);
  const date = formatArticleDate(post.published);
  return (
    <Stack spacing={6} maxW="3xl">
      <PageTitle title={post.title} siteTitle={header.title} description={post.description} />
      <SiteMenu header={header} />
      <Stack as="article" spacing={5} data-testid="news-post">
        <Stack as="header" spacing={3}>
          <Link as={NextLink} href="/n/" color="brand.600" fontSize="sm" fontWeight="semibold">{t('editorial.news.title')}</Link>
          <Heading as="h1" size="2xl">{post.title}</Heading>
          <HStack spacing={3} color="gray.500" fontSize="sm" flexWrap="wrap">
            {date && <time dateTime={isoDate(post.published) ?? undefined}>{date}</time>}
            {post.author && <Text as="span" data-testid="post-author">{t('editorial.author.by', { name: post.author.name })}</Text>}
          </HStack>
        </Stack>
        {post.featuredImage && <ContentImage src={post.featuredImage.url} alt={post.featuredImage.alt} borderRadius="lg" w="100%" maxH="400px" objectFit="cover" />}
        <RichText document={document} />
        <TermLinks label={t('editorial.post.categories')} terms={post.categories} />
        <TermLinks label={t('editorial.post.tags')} terms={post.tags} />
      </Stack>
    </Stack>
  );
}

NewsPostView.fragments = { entry: NEWS_POST_FIELDS };
