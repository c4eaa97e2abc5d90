import NextLink from 'next/link';
import { Heading, LinkBox, LinkOverlay, Stack, Text, useColorModeValue } from '@chakra-ui/react';
import type { GuideCardData } from '@/lib/content/guides-index';
import { ContentImage } from '../shared/ContentImage';
import { GUIDE_CARD_FIELDS } from './fragments';

/** Guide cards are 180 px wide (spec §9). */
export const GUIDE_CARD_WIDTH_PX = 180;

export function GuideCard({ guide }: { guide: GuideCardData }) {
  const border = useColorModeValue('gray.200', 'gray.600');
  return (
    <LinkBox as="article" w={`${GUIDE_CARD_WIDTH_PX}px`} flexShrink={0} borderWidth="1px" borderColor={border} borderRadius="lg" overflow="hidden" h="100%" data-testid="guide-card">
      <ContentImage src={guide.image?.url} alt={guide.image?.alt ?? ''} w="100%" h="110px" objectFit="cover" loading="lazy" />
      <Stack p={3} spacing={1}>
        <Heading as="h3" size="xs" lineHeight="short">
          <LinkOverlay as={NextLink} href={guide.href}>{guide.title}</LinkOverlay>
        </Heading>
        {guide.subheading && <Text fontSize="xs" color="gray.500" noOfLines={3}>{guide.subheading}</Text>}
      </Stack>
    </LinkBox>
  );
}

GuideCard.fragments = { entry: GUIDE_CARD_FIELDS };
