import { HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'next-i18next/pages';
import { formatArticleDate, isoDate } from '@/lib/content/article-date';
import type { ContentAuthor } from '@/lib/content/content-types';
import { ContentImage, FALLBACK_AVATAR_IMAGE } from '../shared/ContentImage';
import { ReadTime } from './ReadTime';

interface AuthorStripProps {
  author: ContentAuthor | null;
  published: string | null;
  modified: string | null;
  wordCount: number;
}

function DateLine({ label, value }: { label: string; value: string | null }) {
  const shown = formatArticleDate(value);
  if (!shown) return null;
  return (
    <Text as="span">
      {label} <time dateTime={isoDate(value) ?? undefined}>{shown}</time>
    </Text>
  );
}

/** Avatar, writer, Published and Last updated dates, read time (spec §2 "Hero banner"). */
export function AuthorStrip({ author, published, modified, wordCount }: AuthorStripProps) {
  const { t } = useTranslation('common');
  return (
    <HStack spacing={3} align="center" fontSize="sm" data-testid="author-strip">
      {author && (
        <ContentImage
          src={author.avatarUrl}
          fallbackImage={FALLBACK_AVATAR_IMAGE}
          alt={t('editorial.author.avatarAlt', { name: author.name })}
          boxSize="32px"
          borderRadius="full"
        />
      )}
      <Stack spacing={0}>
        {author && <Text fontWeight="semibold">{author.name}</Text>}
        <HStack spacing={3} flexWrap="wrap" color="gray.500">
          <DateLine label={t('editorial.dates.published')} value={published} />
          <DateLine label={t('editorial.dates.lastUpdated')} value={modified} />
          <ReadTime wordCount={wordCount} />
        </HStack>
      </Stack>
    </HStack>
  );
}
