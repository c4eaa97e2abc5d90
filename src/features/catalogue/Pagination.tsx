import NextLink from 'next/link';
import { Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'next-i18next/pages';

interface PaginationProps {
  page: number;
  pageCount: number;
  /** The href of a given page; real links so crawlers can page too. */
  hrefFor: (page: number) => string;
}

/** Pages shown around the current one, plus the first and last. */
export function visiblePages(page: number, pageCount: number, radius = 2): number[] {
  const pages = new Set<number>([1, pageCount]);
  for (let candidate = page - radius; candidate <= page + radius; candidate += 1) {
    if (candidate >= 1 && candidate <= pageCount) pages.add(candidate);
  }
  return [...pages].sort((a, b) => a - b);
}

export function Pagination({ page, pageCount, hrefFor }: PaginationProps) {
  const { t } = useTranslation('common');
  if (pageCount <= 1) return null;
  const pages = visiblePages(page, pageCount);
  return (
    <HStack as="nav" aria-label={t('catalogue.pagination')} spacing={1} flexWrap="wrap" justify="center" py={4}>
      {page > 1 && (
        <Button as={NextLink} href={hrefFor(page - 1)} rel="prev" size="sm" variant="outline">
          {t('catalogue.previousPage')}
        </Button>
      )}
      {pages.map((number, index) => (
        <HStack key={number} spacing={1}>
          {index > 0 && number - pages[index - 1]! > 1 && <Text aria-hidden="true">…</Text>}
          <Button
            as={NextLink}
            href={hrefFor(number)}
            size="sm"
            variant={number === page ? 'solid' : 'ghost'}
            aria-current={number === page ? 'page' : undefined}
            aria-label={t('catalogue.pageNumber', { page: number })}
          >
            {number}
          </Button>
        </HStack>
      ))}
      {page < pageCount && (
        <Button as={NextLink} href={hrefFor(page + 1)} rel="next" size="sm" variant="outline">
          {t('catalogue.nextPage')}
        </Button>
      )}
    </HStack>
  );
}
