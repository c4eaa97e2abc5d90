import { Box, Heading, HStack, Link, Stack, Text, Wrap, WrapItem } from '@chakra-ui/react';
import { useTranslation } from 'next-i18next/pages';
import { BrandMark } from '@/components/ui/BrandMark';
import type { ArticleStore } from './article-extras-types';
import { ContentImage } from '../shared/ContentImage';

/** Two payment logos in one group, then up to four carrier logos drawn as SVG (spec §2 "Bottom logo"). */
export const BOTTOM_PAYMENT_LOGOS = 2;
export const BOTTOM_CARRIER_LOGOS = 4;

/** Where to buy the article's lead product: the store's logo, how to pay there, who delivers. */
export function BottomLogos({ store }: { store: ArticleStore }) {
  const { t } = useTranslation('common');
  const payments = store.paymentMethods.slice(0, BOTTOM_PAYMENT_LOGOS);
  const carriers = store.shippingCarriers.slice(0, BOTTOM_CARRIER_LOGOS);
  return (
    <Stack as="section" aria-labelledby="where-to-buy" spacing={4} data-testid="bottom-logos">
      <Heading as="h2" size="md" id="where-to-buy">{t('editorial.bottomLogos.title', { store: store.name })}</Heading>
      <HStack spacing={6} flexWrap="wrap" align="center">
        <Link href={store.domainUrl} isExternal rel="nofollow sponsored noopener">
          <ContentImage src={store.logoUrl} alt={t('editorial.hero.storeLogo', { store: store.name })} h="40px" w="auto" maxW="160px" objectFit="contain" loading="lazy" />
        </Link>
        {payments.length > 0 && (
          <Box role="group" aria-label={t('editorial.bottomLogos.payment')}>
            <Text fontSize="xs" color="gray.500" mb={1}>{t('editorial.bottomLogos.payment')}</Text>
            <HStack spacing={2}>{payments.map((name) => <BrandMark key={name} kind="payment" name={name} />)}</HStack>
          </Box>
        )}
        {carriers.length > 0 && (
          <Box role="group" aria-label={t('editorial.bottomLogos.delivery')}>
            <Text fontSize="xs" color="gray.500" mb={1}>{t('editorial.bottomLogos.delivery')}</Text>
            <Wrap spacing={2}>{carriers.map((name) => <WrapItem key={name}><BrandMark kind="carrier" name={name} /></WrapItem>)}</Wrap>
          </Box>
        )}
      </HStack>
    </Stack>
  );
}
