import NextLink from 'next/link';
import { Box, HStack, Link, Stack, Text, useColorModeValue } from '@chakra-ui/react';
import { useTranslation } from 'next-i18next/pages';
import type { SiteHeader } from '@/lib/content/site-header';
import { SITE_HEADER_FIELDS } from './fragments';

/**
 * WordPress's site title, tagline and primary menu: the "header and menu" of the front page and
 * of a post (spec §2 "Content templates"). The site title here is text, never the page's H1.
 */
export function SiteMenu({ header }: { header: SiteHeader }) {
  const { t } = useTranslation('common');
  const border = useColorModeValue('gray.200', 'gray.700');
  if (!header.title && header.menu.length === 0) return null;
  return (
    <Stack spacing={2} borderBottomWidth="1px" borderColor={border} pb={4} data-testid="site-menu">
      {header.title && (
        <HStack spacing={2} align="baseline" flexWrap="wrap">
          <Text fontWeight="bold" fontSize="lg">{header.title}</Text>
          {header.description && <Text color="gray.500">{header.description}</Text>}
        </HStack>
      )}
      {header.menu.length > 0 && (
        <Box as="nav" aria-label={t('editorial.menu.label')}>
          <HStack as="ul" listStyleType="none" spacing={4} flexWrap="wrap">
            {header.menu.map((item) => (
              <li key={item.id}>
                {item.href ? (
                  <Link as={NextLink} href={item.href} color="brand.600" fontWeight="medium">{item.label}</Link>
                ) : (
                  <Text as="span" fontWeight="medium">{item.label}</Text>
                )}
              </li>
            ))}
          </HStack>
        </Box>
      )}
    </Stack>
  );
}

SiteMenu.fragments = { entry: SITE_HEADER_FIELDS };
