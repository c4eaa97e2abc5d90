import {
  Box, Button, Checkbox, FormControl, FormLabel, HStack, Heading, Input, Select, Stack, VisuallyHidden,
} from '@chakra-ui/react';
import { useRouter } from 'next/router';
import type { FormEvent } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { SORT_OPTIONS, parseCategoryQuery, toCategorySearchParams, type CategoryQuery } from '@/lib/catalogue/category-query';
import type { CategoryPageData } from '@/lib/pricing/category-page';

interface CategoryFiltersProps {
  action: string;
  query: CategoryQuery;
  facets: CategoryPageData['facets'];
}

/**
 * A plain GET form, so filters work without JavaScript and every result set has a shareable,
 * crawlable URL. With JavaScript it navigates client-side to the same canonical URL.
 */
export function CategoryFilters({ action, query, facets }: CategoryFiltersProps) {
  const { t } = useTranslation('common');
  const router = useRouter();

  const submit = (form: HTMLFormElement) => {
    const data = new FormData(form);
    const raw: Record<string, string[]> = {};
    for (const [key, value] of data.entries()) (raw[key] ??= []).push(String(value));
    const params = toCategorySearchParams({ ...parseCategoryQuery(raw), page: 1 });
    const search = params.toString();
    void router.push(search ? `${action}?${search}` : action);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit(event.currentTarget);
  };

  return (
    <Box as="form" method="get" action={action} onSubmit={onSubmit} aria-label={t('catalogue.filters')} data-testid="category-filters">
      <Stack spacing={5}>
        <FormControl>
          <FormLabel htmlFor="sort">{t('catalogue.sortBy')}</FormLabel>
          <Select id="sort" name="sort" defaultValue={query.sort} onChange={(event) => event.currentTarget.form && submit(event.currentTarget.form)}>
            {SORT_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {t(`catalogue.sort.${option}`)}
              </option>
            ))}
          </Select>
        </FormControl>
        <Box as="fieldset">
          <Heading as="legend" size="xs" mb={2}>{t('catalogue.priceRange')}</Heading>
          <HStack>
            <FormControl>
              <FormLabel htmlFor="minPrice" fontSize="sm">{t('catalogue.minPrice')}</FormLabel>
              <Input id="minPrice" name="minPrice" inputMode="decimal" size="sm" defaultValue={query.minPrice ?? ''} placeholder={facets.price.min !== null ? String(Math.floor(facets.price.min)) : ''} />
            </FormControl>
            <FormControl>
              <FormLabel htmlFor="maxPrice" fontSize="sm">{t('catalogue.maxPrice')}</FormLabel>
              <Input id="maxPrice" name="maxPrice" inputMode="decimal" size="sm" defaultValue={query.maxPrice ?? ''} placeholder={facets.price.max !== null ? String(Math.ceil(facets.price.max)) : ''} />
            </FormControl>
          </HStack>
        </Box>
        {facets.brands.length > 0 && (
          <Box as="fieldset">
            <Heading as="legend" size="xs" mb={2}>{t('catalogue.brand')}</Heading>
            <Stack maxH="14rem" overflowY="auto" spacing={1}>
              {facets.brands.map((brand) => (
                <Checkbox key={brand.name} name="brand" value={brand.name} defaultChecked={query.brands.includes(brand.name)}>
                  {brand.name} <VisuallyHidden>,</VisuallyHidden>({brand.count})
                </Checkbox>
              ))}
            </Stack>
          </Box>
        )}
        {facets.stores.length > 0 && (
          <Box as="fieldset">
            <Heading as="legend" size="xs" mb={2}>{t('catalogue.store')}</Heading>
            <Stack maxH="14rem" overflowY="auto" spacing={1}>
              {facets.stores.map((store) => (
                <Checkbox key={store.id} name="store" value={String(store.id)} defaultChecked={query.stores.includes(store.id)}>
                  {store.name} <VisuallyHidden>,</VisuallyHidden>({store.count})
                </Checkbox>
              ))}
            </Stack>
          </Box>
        )}
        <Button type="submit">{t('catalogue.applyFilters')}</Button>
      </Stack>
    </Box>
  );
}
