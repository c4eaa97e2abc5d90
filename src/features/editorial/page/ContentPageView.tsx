import { Heading, Stack } from '@chakra-ui/react';
import { useMemo } from 'react';
import type { ContentPage } from '@/lib/content/content-page';
import { toRichTextDocument } from '@/lib/content/rich-text-document';
import { contentHosts } from '@/lib/content/site-paths';
import { RichText } from '../rich-text/RichText';
import { ContentImage } from '../shared/ContentImage';
import { PageTitle } from '../shared/PageTitle';
import { CONTENT_PAGE_FIELDS } from './fragments';

/** A WordPress page: title and HTML content; browser title "page title - site title" (spec §2). */
export function ContentPageView({ page, siteTitle }: { page: ContentPage; siteTitle: string | null }) {
  const document = useMemo(() => toRichTextDocument(page.html, contentHosts()), [page.html]);
  return (
    <Stack as="article" spacing={6} maxW="3xl" data-testid="content-page">
      <PageTitle title={page.title} siteTitle={siteTitle} />
      <Heading as="h1" size="2xl">{page.title}</Heading>
      {page.featuredImage && (
        <ContentImage src={page.featuredImage.url} alt={page.featuredImage.alt} borderRadius="lg" maxH="360px" objectFit="cover" w="100%" />
      )}
      <RichText document={document} />
    </Stack>
  );
}

ContentPageView.fragments = { entry: CONTENT_PAGE_FIELDS };
