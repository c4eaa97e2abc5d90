import NextLink from 'next/link';
import { Box, HStack, Link, Text } from '@chakra-ui/react';
import { useTranslation } from 'next-i18next/pages';

export interface Crumb {
  label: string;
  /** Null for the current page, which is not a link. */
  href: string | null;
}

export function ArticleBreadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  const { t } = useTranslation('common');
  return (
    <Box as="nav" aria-label={t('editorial.breadcrumb.label')} fontSize="sm">
      <HStack as="ol" listStyleType="none" spacing={2} flexWrap="wrap">
        {crumbs.map((crumb, index) => (
          <HStack as="li" key={`${crumb.label}-${index}`} spacing={2}>
            {index > 0 && <Text as="span" aria-hidden="true" color="gray.400">/</Text>}
            {crumb.href ? (
              <Link as={NextLink} href={crumb.href} color="brand.600">{crumb.label}</Link>
            ) : (
              <Text as="span" aria-current="page" noOfLines={1}>{crumb.label}</Text>
            )}
          </HStack>
        ))}
      </HStack>
    </Box>
  );
}
