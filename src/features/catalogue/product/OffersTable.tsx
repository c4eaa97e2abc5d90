import { Badge, Box, Button, HStack, Image, Table, TableContainer, Tbody, Td, Text, Th, Thead, Tr, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'next-i18next/pages';
import { BrandMark } from '@/components/ui/BrandMark';
import { priceFormat } from '@/config/public-env';
import { formatPrice } from '@/lib/catalogue/price';
import type { StoreOffer } from '@/lib/pricing/product-detail';
import { pricingImageUrl } from '@/lib/pricing/product-doc';

/** Every store's offer, cheapest total first, each with a way out to the store. */
export function OffersTable({ offers, productName }: { offers: StoreOffer[]; productName: string }) {
  const { t } = useTranslation('common');
  const price = (value: number | null) => formatPrice(value, priceFormat) ?? '';
  return (
    <TableContainer borderWidth="1px" borderRadius="lg" data-testid="offers-table">
      <Table size="sm">
        <Thead>
          <Tr>
            <Th scope="col">{t('catalogue.offers.store')}</Th>
            <Th scope="col" isNumeric>{t('catalogue.offers.price')}</Th>
            <Th scope="col" isNumeric>{t('catalogue.offers.shipping')}</Th>
            <Th scope="col" isNumeric>{t('catalogue.offers.total')}</Th>
            <Th scope="col">{t('catalogue.offers.stock')}</Th>
            <Th scope="col">{t('catalogue.offers.payment')}</Th>
            <Th scope="col">{t('catalogue.offers.delivery')}</Th>
            <Th scope="col"><Text as="span" srOnly>{t('catalogue.offers.link')}</Text></Th>
          </Tr>
        </Thead>
        <Tbody>
          {offers.map((offer) => (
            <Tr key={offer.storeId} data-testid="offer-row" data-total={offer.total}>
              <Th scope="row" textTransform="none" fontWeight="semibold" fontSize="sm" letterSpacing="normal">
                <HStack spacing={2}>
                  <Image src={pricingImageUrl(offer.storeLogo)} alt="" h="28px" w="56px" objectFit="contain" loading="lazy" />
                  <span>{offer.storeName}</span>
                </HStack>
              </Th>
              <Td isNumeric>
                <Text fontWeight="bold">{price(offer.price)}</Text>
                {offer.originalPrice !== null && offer.originalPrice > offer.price && (
                  <Text as="s" fontSize="xs" color="gray.500">{price(offer.originalPrice)}</Text>
                )}
              </Td>
              <Td isNumeric>{offer.shippingCost > 0 ? price(offer.shippingCost) : t('catalogue.offers.freeShipping')}</Td>
              <Td isNumeric fontWeight="bold" data-testid="offer-total">{price(offer.total)}</Td>
              <Td>
                <Badge colorScheme={offer.inStock ? 'green' : 'orange'}>
                  {offer.inStock ? t('catalogue.offers.inStock') : t('catalogue.offers.outOfStock')}
                </Badge>
              </Td>
              <Td>
                <Wrap spacing={1} maxW="180px">
                  {offer.paymentMethods.map((method) => <BrandMark key={method} kind="payment" name={method} height={18} />)}
                </Wrap>
              </Td>
              <Td>
                <Wrap spacing={1} maxW="160px">
                  {offer.shippingCarriers.map((carrier) => <BrandMark key={carrier} kind="carrier" name={carrier} height={18} />)}
                </Wrap>
              </Td>
              <Td>
                <Box>
                  <Button
                    as="a"
                    href={offer.url}
                    target="_blank"
                    rel="nofollow sponsored noopener"
                    size="sm"
                    aria-label={t('catalogue.offers.visitStoreLabel', { store: offer.storeName, product: productName })}
                  >
                    {t('product.visitStore')}
                  </Button>
                </Box>
              </Td>
            </Tr>
          ))}
        </Tbody>
      </Table>
    </TableContainer>
  );
}
