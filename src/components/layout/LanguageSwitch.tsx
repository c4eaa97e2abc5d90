import NextLink from 'next/link';
import { HStack, Link } from '@chakra-ui/react';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';

/** Links to the same page in each UI language (real links, so crawlers follow them too). */
export function LanguageSwitch() {
  const { t } = useTranslation('common');
  const router = useRouter();
  const locales = router.locales ?? ['en'];
  return (
    <HStack as="nav" aria-label={t('language.label')} spacing={1} fontSize="sm">
      {locales.map((locale) => (
        <Link
          key={locale}
          as={NextLink}
          href={router.asPath}
          locale={locale}
          hrefLang={locale}
          lang={locale}
          px={1.5}
          fontWeight={locale === router.locale ? 'bold' : 'normal'}
          aria-current={locale === router.locale ? 'true' : undefined}
        >
          {t(`language.${locale}`)}
        </Link>
      ))}
    </HStack>
  );
}
