import NextLink from 'next/link';
import { Heading, Link, ListItem, Stack, Text, UnorderedList } from '@chakra-ui/react';
import { useTranslation } from 'next-i18next/pages';
import type { Archive, ArchiveKind } from '@/lib/content/archive';
import { PageTitle } from '../shared/PageTitle';

const LIST_HEADING: Record<ArchiveKind, string> = {
  category: 'editorial.archive.recentPosts',
  tag: 'editorial.archive.recentPosts',
  author: 'editorial.archive.recentPosts',
  guideCategory: 'editorial.archive.recentGuides',
  reviewCategory: 'editorial.archive.recentReviews',
  contentType: 'editorial.archive.latest',
};

/** An archive: "Recent Posts", a list of links; browser title "{type}: {name} - {site title}" (spec §2). */
export function ArchiveView({ archive, siteTitle }: { archive: Archive; siteTitle: string | null }) {
  const { t } = useTranslation('common');
  const heading = `${t(`editorial.archive.types.${archive.kind}`)}: ${archive.name}`;
  return (
    <Stack spacing={6} maxW="3xl" data-testid="archive" data-kind={archive.kind}>
      <PageTitle title={heading} siteTitle={siteTitle} description={archive.description || undefined} />
      <Heading as="h1" size="2xl">{heading}</Heading>
      {archive.description && <Text fontSize="lg">{archive.description}</Text>}
      <Stack as="section" aria-labelledby="archive-list" spacing={3}>
        <Heading as="h2" size="lg" id="archive-list">{t(LIST_HEADING[archive.kind])}</Heading>
        {archive.items.length === 0 ? (
          <Text color="gray.500">{t('editorial.archive.empty')}</Text>
        ) : (
          <UnorderedList spacing={2} data-testid="archive-items">
            {archive.items.map((item) => (
              <ListItem key={item.id}>
                <Link as={NextLink} href={item.href} color="brand.600" fontSize="lg">{item.title}</Link>
              </ListItem>
            ))}
          </UnorderedList>
        )}
      </Stack>
    </Stack>
  );
}
