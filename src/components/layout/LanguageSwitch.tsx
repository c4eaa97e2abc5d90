import NextLink from 'next/link';
import { Button, Menu, MenuButton, MenuItem, MenuList } from '@chakra-ui/react';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import type { LanguageOption } from '@/lib/content/language-links';

/**
 * The language dropdown (spec §3 "Language dropdown entry: name, link, key"). Entries come from
 * the homepage's translations when the page loaded them, else from the site's UI locales. A
 * language the site has a UI locale for links to the same page in it; any other to its home page.
 */
export function LanguageSwitch({ options }: { options?: readonly LanguageOption[] | null }) {
  const { t } = useTranslation('common');
  const router = useRouter();
  const locales = router.locales ?? ['en'];
  const entries: readonly LanguageOption[] =
    options && options.length > 0 ? options : locales.map((locale) => ({ key: locale, name: t(`language.${locale}`), link: '/' }));
  const current = entries.find((entry) => entry.key === router.locale) ?? entries[0];
  return (
    <Menu>
      <MenuButton as={Button} variant="ghost" colorScheme="gray" size="sm" aria-label={`${t('language.label')}: ${current?.name ?? ''}`}>
        {current?.key.toUpperCase()}
      </MenuButton>
      <MenuList minW="10rem" data-testid="language-menu">
        {entries.map((entry) => {
          const isCurrent = entry.key === router.locale;
          const common = { lang: entry.key, hrefLang: entry.key, fontWeight: isCurrent ? 'bold' : 'normal', 'aria-current': isCurrent ? ('true' as const) : undefined };
          return locales.includes(entry.key) ? (
            <MenuItem key={entry.key} as={NextLink} href={router.asPath} locale={entry.key} {...common}>
              {entry.name}
            </MenuItem>
          ) : (
            <MenuItem key={entry.key} as="a" href={entry.link} {...common}>
              {entry.name}
            </MenuItem>
          );
        })}
      </MenuList>
    </Menu>
  );
}
