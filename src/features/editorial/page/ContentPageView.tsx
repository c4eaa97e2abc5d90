import { Heading, Stack } from '@chakra-ui/react';
import { useMemo } from 'react';
import type { ContentPage } from '@/lib/content/content-page';
import { excerptText } from '@/lib/content/raw-shapes';
import { toRichTextDocument } from '@/lib/content/rich-text-document';
import { contentHosts } from '@/lib/content/site-paths';
import { RichText } from '../rich-text/RichText';
import { ContentImage } from '../shared/ContentImage';
import { PageTitle } from '../shared/PageTitle';
import { CONTENT_PAGE_FIELDS } from './fragments';

/** A WordPress page: title and HTML content; browser title "page title - site title" (spec §2). */
export function ContentPageView({ page, siteTitle }: { page: ContentPage; siteTitle: string | null }) {
  const document = useMemo(() => toRichTextDocument(page.html, contentHosts()), [page.html]);
  // Pages have no excerpt field: the opening of the text describes them to search engines.
  const description = useMemo(() => summarize(excerptText(page.html)), [page.html]);
  return (
    <Stack as="article" spacing={6} maxW="3xl" data-testid="content-page">
      <PageTitle title={page.title} siteTitle={siteTitle} description={description} image={page.featuredImage?.url} />
      <Heading as="h1" size="2xl">{page.title}</Heading>
      {page.featuredImage && (
        <ContentImage src={page.featuredImage.url} alt={page.featuredImage.alt} borderRadius="lg" maxH="360px" objectFit="cover" w="100%" />
      )}
      <RichText document={document} />
    </Stack>
  );
}

/** About 160 characters, cut at a word boundary. */
function summarize(text: string, limit = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= limit) return clean;
  const cut = clean.slice(0, limit);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), limit - 20)).trimEnd()}…`;
}

ContentPageView.fragments = { entry: CONTENT_PAGE_FIELDS };
