import NextLink from 'next/link';
import { Badge, Box, Button, Heading, LinkBox, LinkOverlay, Stack, Text, useColorModeValue } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { priceFormat } from '@/config/public-env';
import { discountPercent, displayPrice, formatPrice } from '@/lib/catalogue/price';
import { productPath } from '@/lib/catalogue/slugs';
import { pricingImageUrl, type ProductSummary } from '@/lib/pricing/product-doc';
import { SaveProductButton } from '../account/SaveProductButton';
import { ProductImage } from './ProductImage';

interface ProductCardProps {
  product: ProductSummary;
  /** Heading level of the product name, so the card fits the page's outline. */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** Extra controls placed under the price. */
  actions?: ReactNode;
}

/** Shared by category grids, search results and articles (spec §2 "Product card", §5). */
export function ProductCard({ product, headingLevel = 'h3', actions }: ProductCardProps) {
  const { t } = useTranslation('common');
  const border = useColorModeValue('gray.200', 'gray.600');
  const background = useColorModeValue('white', 'gray.800');
  const percent = discountPercent(product.price, product.originalPrice);
  const shownPrice = formatPrice(displayPrice(product.price, product.originalPrice), priceFormat);
  const image = product.images[0];
  return (
    <LinkBox
      as="article"
      borderWidth="1px"
      borderColor={border}
      borderRadius="lg"
      bg={background}
      overflow="hidden"
      display="flex"
      flexDirection="column"
      h="100%"
      data-testid="product-card"
    >
      <Box position="relative" bg="white" aspectRatio={1}>
        <ProductImage src={image ? pricingImageUrl(image) : undefined} alt={product.name} w="100%" h="100%" />
        {percent !== null && (
          <Badge position="absolute" top={2} left={2} colorScheme="red" variant="solid" fontSize="sm" data-testid="discount-badge">
            {t('product.discount', { percent })}
          </Badge>
        )}
      </Box>
      <Stack p={3} spacing={2} flex="1">
        <Heading as={headingLevel} size="sm" noOfLines={2} lineHeight="short">
          <LinkOverlay as={NextLink} href={productPath(product.name, product.id)}>
            {product.name}
          </LinkOverlay>
        </Heading>
        <Box mt="auto">
          {shownPrice ? (
            <Text fontWeight="bold" fontSize="lg" data-testid="product-price">
              {product.storeCount > 1 ? t('product.fromPrice', { price: shownPrice }) : shownPrice}
            </Text>
          ) : (
            <Text color="gray.500">{t('product.noPrice')}</Text>
          )}
          {percent !== null && (
            <Text as="s" fontSize="sm" color="gray.500">
              {formatPrice(product.originalPrice, priceFormat)}
            </Text>
          )}
        </Box>
        <SaveProductButton productId={product.id} productName={product.name} />
        {actions}
        {product.storeUrl && (
          <Button
            as="a"
            href={product.storeUrl}
            target="_blank"
            rel="nofollow sponsored noopener"
            size="sm"
            position="relative"
            zIndex={1}
          >
            {t('product.visitStore')}
          </Button>
        )}
      </Stack>
    </LinkBox>
  );
}
