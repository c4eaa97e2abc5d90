import { Box, HStack, Button } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { pricingImageUrl } from '@/lib/pricing/product-doc';
import { ProductImage } from '../ProductImage';

/** The product's images: one large, the rest as thumbnails that swap it (spec: the `imageurl` list). */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const { t } = useTranslation('common');
  const [selected, setSelected] = useState(0);
  const current = images[selected];
  return (
    <Box data-testid="product-gallery">
      <Box bg="white" borderWidth="1px" borderRadius="lg" overflow="hidden" aspectRatio={1} maxW="520px">
        <ProductImage
          key={current ?? 'none'}
          src={current ? pricingImageUrl(current) : undefined}
          alt={t('catalogue.imageAlt', { name, index: selected + 1, count: Math.max(images.length, 1) })}
          w="100%"
          h="100%"
          loading="eager"
        />
      </Box>
      {images.length > 1 && (
        <HStack mt={3} spacing={2} overflowX="auto" role="group" aria-label={t('catalogue.gallery')}>
          {images.map((image, index) => (
            <Button
              key={image}
              variant="unstyled"
              h="64px"
              w="64px"
              flexShrink={0}
              borderWidth="2px"
              borderColor={index === selected ? 'brand.500' : 'transparent'}
              borderRadius="md"
              overflow="hidden"
              onClick={() => setSelected(index)}
              aria-label={t('catalogue.showImage', { index: index + 1 })}
              aria-pressed={index === selected}
            >
              <ProductImage src={pricingImageUrl(image)} alt="" w="100%" h="100%" />
            </Button>
          ))}
        </HStack>
      )}
    </Box>
  );
}
