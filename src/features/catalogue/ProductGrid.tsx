import { SimpleGrid } from '@chakra-ui/react';
import type { ProductSummary } from '@/lib/pricing/product-doc';
import { ProductCard } from './ProductCard';

export function ProductGrid({ products, headingLevel = 'h2' }: { products: ProductSummary[]; headingLevel?: 'h2' | 'h3' }) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, slg: 3, lg: 4 }} spacing={4} data-testid="product-grid">
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} headingLevel={headingLevel} />
        </li>
      ))}
    </SimpleGrid>
  );
}
