import { Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'next-i18next/pages';
import { GUIDE_INTRO_FIELDS } from './fragments';

/** The guide's intro section with its title (spec §2 "Intro section with title"). */
export function ArticleIntro({ intro }: { intro: { title: string; text: string } }) {
  const { t } = useTranslation('common');
  return (
    <Stack as="section" aria-labelledby="article-intro" spacing={3} data-testid="article-intro">
      <Heading as="h2" size="lg" id="article-intro">{intro.title || t('editorial.intro.defaultTitle')}</Heading>
      <Text fontSize="lg" whiteSpace="pre-line">{intro.text}</Text>
    </Stack>
  );
}

ArticleIntro.fragments = { entry: GUIDE_INTRO_FIELDS };
