import { Stack } from '@chakra-ui/react';
import { useMemo } from 'react';
import type { ContentPage } from '@/lib/content/content-page';
import { toRichTextDocument } from '@/lib/content/rich-text-document';
import type { SiteHeader } from '@/lib/content/site-header';
import { contentHosts } from '@/lib/content/site-paths';
import { RichText } from '../rich-text/RichText';
import { SiteMenu } from '../site-menu/SiteMenu';

/**
 * WordPress's front page as a section of the catalogue home: site title, primary menu and the
 * page's words (spec §2 "Front page"). The home keeps its own H1 and title.
 */
export function FrontPageSection({ header, page }: { header: SiteHeader; page: ContentPage | null }) {
  const document = useMemo(() => (page ? toRichTextDocument(page.html, contentHosts()) : null), [page]);
  return (
    <Stack as="section" aria-label={header.title || undefined} spacing={4} mt={12} data-testid="front-page">
      <SiteMenu header={header} />
      {document && <RichText document={document} />}
    </Stack>
  );
}
