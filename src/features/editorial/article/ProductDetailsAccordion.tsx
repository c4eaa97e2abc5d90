import { Accordion, AccordionButton, AccordionIcon, AccordionItem, AccordionPanel, Box, Heading, Stack } from '@chakra-ui/react';
import { useTranslation } from 'next-i18next/pages';
import type { ProductComparison } from '@/lib/content/article';

/**
 * The accordion of the article page (spec §2): one panel per compared product with its
 * properties, a reading of the comparison that needs no sideways scrolling on a phone.
 */
export function ProductDetailsAccordion({ comparison }: { comparison: ProductComparison }) {
  const { t } = useTranslation('common');
  return (
    <Stack as="section" aria-labelledby="product-details" spacing={3} data-testid="product-details">
      <Heading as="h2" size="lg" id="product-details">{t('editorial.accordion.title')}</Heading>
      <Accordion allowMultiple>
        {comparison.columns.map((column, index) => (
          <AccordionItem key={`${column.productName}-${index}`}>
            <Heading as="h3" size="sm">
              <AccordionButton py={3}>
                <Box as="span" flex="1" textAlign="left">{column.productName}</Box>
                <AccordionIcon />
              </AccordionButton>
            </Heading>
            <AccordionPanel>
              <Box as="dl" display="grid" gridTemplateColumns="minmax(120px, 40%) 1fr" columnGap={4} rowGap={2}>
                {comparison.propertyNames.map((name, row) => (
                  <Box key={`${name}-${row}`} display="contents">
                    <Box as="dt" fontWeight="semibold">{name}</Box>
                    <Box as="dd">{column.values[row] || '–'}</Box>
                  </Box>
                ))}
              </Box>
            </AccordionPanel>
          </AccordionItem>
        ))}
      </Accordion>
    </Stack>
  );
}
