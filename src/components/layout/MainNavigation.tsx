import NextLink from 'next/link';
import { Button, HStack, Link, Menu, MenuButton, MenuItem, MenuList } from '@chakra-ui/react';
import { useTranslation } from 'next-i18next/pages';

const NAV_LINKS = [
  { href: '/cl/', labelKey: 'nav.allCategories' },
  { href: '/g/', labelKey: 'nav.guides' },
  { href: '/n/', labelKey: 'nav.news' },
] as const;

const SERVICE_LINKS = [{ href: '/privatlan/', labelKey: 'nav.personalLoan' }] as const;

export function MainNavigation() {
  const { t } = useTranslation('common');
  return (
    <HStack as="nav" aria-label={t('nav.label')} spacing={{ base: 1, md: 3 }} flexWrap="wrap">
      {NAV_LINKS.map((link) => (
        <Link key={link.href} as={NextLink} href={link.href} fontWeight="semibold" px={2} py={1}>
          {t(link.labelKey)}
        </Link>
      ))}
      <Menu>
        <MenuButton as={Button} variant="ghost" colorScheme="gray" size="sm" fontWeight="semibold" fontSize="md">
          {t('nav.services')}
        </MenuButton>
        <MenuList>
          {SERVICE_LINKS.map((link) => (
            <MenuItem key={link.href} as={NextLink} href={link.href}>
              {t(link.labelKey)}
            </MenuItem>
          ))}
        </MenuList>
      </Menu>
    </HStack>
  );
}
