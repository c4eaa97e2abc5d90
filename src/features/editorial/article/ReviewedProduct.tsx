import { Box, Heading, Stack } from '@chakra-ui/react';
import { useTranslation } from 'next-i18next/pages';
import { ProductCard } from '@/features/catalogue/ProductCard';
import type { ArticleProducts } from './article-extras-types';
import { REVIEWED_PRODUCT_FIELDS } from './fragments';

/** The catalogue product a review covers, with its price and store link, when the pricing service has it. */
export function ReviewedProduct({ productId, products }: { productId: number; products: ArticleProducts }) {
  const { t } = useTranslation('common');
  const product = products.status === 'ready' ? products.items.find((item) => item.id === productId) : undefined;
  if (!product) return null;
  return (
    <Stack as="section" aria-labelledby="reviewed-product" spacing={3} data-testid="reviewed-product">
      <Heading as="h2" size="lg" id="reviewed-product">{t('editorial.review.productTitle')}</Heading>
      <Box maxW="260px">
        <ProductCard product={product} headingLevel="h3" />
      </Box>
    </Stack>
  );
}

ReviewedProduct.fragments = { entry: REVIEWED_PRODUCT_FIELDS };
