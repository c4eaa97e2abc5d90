import { HStack, Link, Text } from '@chakra-ui/react';
import { useTranslation } from 'next-i18next/pages';
import type { ArticleStore } from './article-extras-types';
import { ContentImage } from '../shared/ContentImage';

/** The store behind the article's product: its name, and its logo linking to the store's site (spec §2 "Hero banner"). */
export function StoreBadge({ store }: { store: ArticleStore }) {
  const { t } = useTranslation('common');
  return (
    <HStack spacing={3} data-testid="hero-store">
      <Link href={store.domainUrl} isExternal rel="nofollow sponsored noopener" aria-label={t('editorial.hero.visitStore', { store: store.name })}>
        <ContentImage src={store.logoUrl} alt={t('editorial.hero.storeLogo', { store: store.name })} h="32px" w="auto" maxW="120px" objectFit="contain" />
      </Link>
      <Text fontWeight="semibold">{store.name}</Text>
    </HStack>
  );
}
