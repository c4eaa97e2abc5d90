import { Box, Heading, Stack, Text, VisuallyHidden, useColorModeValue } from '@chakra-ui/react';
import { useTranslation } from 'next-i18next/pages';
import { ProductCard } from '@/features/catalogue/ProductCard';
import type { ComparisonColumn, ProductComparison } from '@/lib/content/article';
import type { ProductSummary } from '@/lib/pricing/product-doc';
import type { ArticleProducts } from './article-extras-types';
import { GUIDE_COMPARISON_FIELDS } from './fragments';

/** Each product is a 196 px column (spec §2, §9); the table scrolls sideways on small screens. */
export const COMPARISON_COLUMN_PX = 196;
const LABEL_COLUMN_PX = 150;

function productFor(column: ComparisonColumn, products: ArticleProducts): ProductSummary | null {
  if (products.status !== 'ready' || column.productId === null) return null;
  return products.items.find((product) => product.id === column.productId) ?? null;
}

/**
 * The guide's product comparison: the first column names the properties, each product has its
 * card on top and its values below. Without the pricing service the cards give way to the names.
 */
export function ComparisonTable({ comparison, products }: { comparison: ProductComparison; products: ArticleProducts }) {
  const { t } = useTranslation('common');
  const border = useColorModeValue('gray.200', 'gray.600');
  const stickyBackground = useColorModeValue('white', 'gray.900');
  const cell = { borderBottomWidth: '1px', borderColor: border, p: 3, verticalAlign: 'top', textAlign: 'left' } as const;
  const labelCell = { ...cell, position: 'sticky', left: 0, bg: stickyBackground, zIndex: 1, fontWeight: 'semibold' } as const;
  return (
    <Stack as="section" aria-labelledby="product-comparison" spacing={4} data-testid="comparison-table">
      <Heading as="h2" size="lg" id="product-comparison">{t('editorial.comparison.title')}</Heading>
      {products.status === 'unavailable' && <Text color="gray.500">{t('editorial.comparison.pricesUnavailable')}</Text>}
      <Box overflowX="auto" role="group" aria-labelledby="product-comparison" tabIndex={0} pb={2}>
        <Box as="table" sx={{ tableLayout: 'fixed', borderCollapse: 'separate', borderSpacing: 0 }} w="max-content">
          <colgroup>
            <col style={{ width: LABEL_COLUMN_PX }} />
            {comparison.columns.map((column, index) => (
              <col key={`${column.productName}-${index}`} style={{ width: COMPARISON_COLUMN_PX }} />
            ))}
          </colgroup>
          {/* Column headers for assistive technology; sighted readers see each product's card instead. */}
          <thead>
            <tr>
              <Box as="th" scope="col" p={0}>
                <VisuallyHidden>{t('editorial.comparison.property')}</VisuallyHidden>
              </Box>
              {comparison.columns.map((column, index) => (
                <Box as="th" scope="col" p={0} key={`${column.productName}-${index}`}>
                  <VisuallyHidden>{column.productName}</VisuallyHidden>
                </Box>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <Box as="th" scope="row" {...labelCell}>{t('editorial.comparison.product')}</Box>
              {comparison.columns.map((column, index) => {
                const product = productFor(column, products);
                return (
                  <Box as="td" key={`${column.productName}-${index}`} {...cell} data-testid="comparison-column">
                    {product ? <ProductCard product={product} headingLevel="h3" /> : <Text fontWeight="semibold">{column.productName}</Text>}
                  </Box>
                );
              })}
            </tr>
            {comparison.propertyNames.map((name, row) => (
              <tr key={`${name}-${row}`}>
                <Box as="th" scope="row" {...labelCell}>{name}</Box>
                {comparison.columns.map((column, index) => (
                  <Box as="td" key={`${column.productName}-${index}`} {...cell}>{column.values[row] || '–'}</Box>
                ))}
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
    </Stack>
  );
}

ComparisonTable.fragments = { entry: GUIDE_COMPARISON_FIELDS };
