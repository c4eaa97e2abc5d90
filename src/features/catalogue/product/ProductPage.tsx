import { Badge, Box, Heading, HStack, SimpleGrid, Stack, Table, Tbody, Td, Text, Th, Tr } from '@chakra-ui/react';
import { useTranslation } from 'next-i18next/pages';
import { priceFormat } from '@/config/public-env';
import { discountPercent, formatPrice } from '@/lib/catalogue/price';
import type { ProductDetail } from '@/lib/pricing/product-detail';
import { SaveProductButton } from '../../account/SaveProductButton';
import { CatalogueBreadcrumbs } from '../CatalogueBreadcrumbs';
import { JsonLd } from '@/components/seo/JsonLd';
import { PageMeta } from '@/components/seo/PageMeta';
import { seoContext } from '@/components/seo/seo-context';
import { productPath } from '@/lib/catalogue/slugs';
import { pricingImageUrl } from '@/lib/pricing/product-doc';
import { breadcrumbJsonLd, productJsonLd } from '@/lib/seo/structured-data';
import { absoluteUrl } from '@/components/seo/site-urls';
import { ProductGrid } from '../ProductGrid';
import { OffersTable } from './OffersTable';
import { ProductGallery } from './ProductGallery';

export function ProductPage({ product }: { product: ProductDetail }) {
  const { t } = useTranslation('common');
  const lowest = formatPrice(product.price, priceFormat);
  const percent = discountPercent(product.price, product.originalPrice);
  const description = t('catalogue.productDescription', {
    name: product.name,
    price: lowest ?? '',
    count: product.offers.length,
  });
  return (
    <Stack spacing={8}>
      <PageMeta
        title={`${product.name} - ${lowest ? t('catalogue.fromPriceTitle', { price: lowest }) : t('catalogue.comparePrices')}`}
        description={description}
        type="product"
        image={product.images[0] ? pricingImageUrl(product.images[0]) : null}
      />
      <JsonLd id="product" data={productJsonLd(product, seoContext(t('siteName')), (name) => absoluteUrl(pricingImageUrl(name)))} />
      <JsonLd
        id="breadcrumbs"
        data={breadcrumbJsonLd(product.breadcrumbs, seoContext(t('siteName')), { name: product.name, path: productPath(product.name, product.id) })}
      />
      <CatalogueBreadcrumbs crumbs={product.breadcrumbs} current={product.name} />
      <SimpleGrid columns={{ base: 1, lg: 2 }} spacing={8}>
        <ProductGallery images={product.images} name={product.name} />
        <Stack spacing={4}>
          <Text color="gray.500" fontWeight="semibold">{product.brand}</Text>
          <Heading as="h1" size="xl">{product.name}</Heading>
          <Box data-testid="lowest-price">
            {lowest ? (
              <HStack spacing={3} align="baseline" flexWrap="wrap">
                <Text fontSize="3xl" fontWeight="bold">{lowest}</Text>
                {percent !== null && (
                  <>
                    <Text as="s" color="gray.500">{formatPrice(product.originalPrice, priceFormat)}</Text>
                    <Badge colorScheme="red" variant="solid" fontSize="md">{t('product.discount', { percent })}</Badge>
                  </>
                )}
              </HStack>
            ) : (
              <Text>{t('product.noPrice')}</Text>
            )}
            <Text color="gray.500">{t('catalogue.storeCount', { count: product.offers.length })}</Text>
          </Box>
          <Box>
            <SaveProductButton productId={product.id} productName={product.name} />
          </Box>
          {product.description && <Text>{product.description}</Text>}
        </Stack>
      </SimpleGrid>
      <Stack as="section" aria-labelledby="offers-heading" spacing={3}>
        <Heading as="h2" size="lg" id="offers-heading">{t('catalogue.offers.heading')}</Heading>
        {product.offers.length > 0 ? (
          <OffersTable offers={product.offers} productName={product.name} />
        ) : (
          <Text>{t('catalogue.offers.none')}</Text>
        )}
      </Stack>
      {product.specifications.length > 0 && (
        <Stack as="section" aria-labelledby="specs-heading" spacing={3}>
          <Heading as="h2" size="lg" id="specs-heading">{t('catalogue.specifications')}</Heading>
          <Table size="sm" maxW="720px">
            <Tbody>
              {product.specifications.map((spec) => (
                <Tr key={spec.name}>
                  <Th scope="row" textTransform="none" letterSpacing="normal" fontSize="sm" w="40%">{spec.name}</Th>
                  <Td>{spec.value}</Td>
                </Tr>
              ))}
            </Tbody>
          </Table>
        </Stack>
      )}
      {product.related.length > 0 && (
        <Stack as="section" aria-labelledby="related-heading" spacing={3}>
          <Heading as="h2" size="lg" id="related-heading">{t('catalogue.related')}</Heading>
          <ProductGrid products={product.related} headingLevel="h3" />
        </Stack>
      )}
    </Stack>
  );
}
