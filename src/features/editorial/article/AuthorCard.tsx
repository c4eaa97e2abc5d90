import { Box, Heading, HStack, Stack, Text, useColorModeValue } from '@chakra-ui/react';
import { useTranslation } from 'next-i18next/pages';
import type { ContentAuthor } from '@/lib/content/content-types';
import { ContentImage, FALLBACK_AVATAR_IMAGE } from '../shared/ContentImage';
import { AUTHOR_CARD_FIELDS } from './fragments';

/** "Meet your guide": avatar, "Written by", name, and the author's own text with its line breaks (spec §2). */
export function AuthorCard({ author }: { author: ContentAuthor }) {
  const { t } = useTranslation('common');
  const background = useColorModeValue('gray.50', 'gray.800');
  const [bio, ...more] = author.bio.split(/\n+/);
  return (
    <Box as="section" aria-labelledby="meet-your-guide" bg={background} borderRadius="xl" p={{ base: 5, md: 8 }} data-testid="author-card">
      <Heading as="h2" size="lg" id="meet-your-guide" mb={4}>{t('editorial.author.meetYourGuide')}</Heading>
      <HStack align="flex-start" spacing={5}>
        <ContentImage
          src={author.avatarUrl}
          fallbackImage={FALLBACK_AVATAR_IMAGE}
          alt={t('editorial.author.avatarAlt', { name: author.name })}
          boxSize="72px"
          borderRadius="full"
          loading="lazy"
        />
        <Stack spacing={2}>
          <Text fontSize="sm" color="gray.500">{t('editorial.author.writtenBy')}</Text>
          <Text fontWeight="bold" fontSize="lg">{author.name}</Text>
          {bio && <Text fontWeight="medium">{bio}</Text>}
          {more.length > 0 && <Text whiteSpace="pre-line" data-testid="author-text">{more.join('\n')}</Text>}
        </Stack>
      </HStack>
    </Box>
  );
}

AuthorCard.fragments = { entry: AUTHOR_CARD_FIELDS };
