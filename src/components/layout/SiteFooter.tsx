import NextLink from 'next/link';
import { Box, Container, Heading, Link, SimpleGrid, Stack, Text, Wrap, WrapItem, useColorModeValue } from '@chakra-ui/react';
import { useTranslation } from 'next-i18next/pages';
import { BrandMark } from '../ui/BrandMark';
import { PAYMENT_METHOD_MARKS, SHIPPING_CARRIER_MARKS } from '../ui/brand-marks';

const SITE_LINKS = [
  { href: '/cl/', labelKey: 'nav.allCategories' },
  { href: '/g/', labelKey: 'nav.guides' },
  { href: '/n/', labelKey: 'nav.news' },
  { href: '/privatlan/', labelKey: 'nav.personalLoan' },
  { href: '/about/', labelKey: 'footer.about' },
] as const;

/** The bottom component: payment and delivery logos plus site links (spec §2 "Layout"). */
export function SiteFooter() {
  const { t } = useTranslation('common');
  const background = useColorModeValue('gray.50', 'gray.800');
  return (
    <Box as="footer" bg={background} mt={16} py={10} data-testid="site-footer">
      <Container maxW="container.xl">
        <SimpleGrid columns={{ base: 1, lg: 3 }} spacing={8}>
          <Stack as="nav" aria-label={t('footer.siteLinks')} spacing={2}>
            <Heading as="h2" size="sm">{t('footer.siteLinks')}</Heading>
            {SITE_LINKS.map((link) => (
              <Link key={link.href} as={NextLink} href={link.href}>
                {t(link.labelKey)}
              </Link>
            ))}
          </Stack>
          <Stack spacing={3}>
            <Heading as="h2" size="sm">{t('footer.paymentMethods')}</Heading>
            <Wrap spacing={2}>
              {Object.keys(PAYMENT_METHOD_MARKS).map((name) => (
                <WrapItem key={name}>
                  <BrandMark kind="payment" name={name} />
                </WrapItem>
              ))}
            </Wrap>
          </Stack>
          <Stack spacing={3}>
            <Heading as="h2" size="sm">{t('footer.shippingCarriers')}</Heading>
            <Wrap spacing={2}>
              {Object.keys(SHIPPING_CARRIER_MARKS).map((name) => (
                <WrapItem key={name}>
                  <BrandMark kind="carrier" name={name} />
                </WrapItem>
              ))}
            </Wrap>
          </Stack>
        </SimpleGrid>
        <Text mt={8} fontSize="sm" color="gray.500">
          {t('footer.disclaimer')}
        </Text>
      </Container>
    </Box>
  );
}
