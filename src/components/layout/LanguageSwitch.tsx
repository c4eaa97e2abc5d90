import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { LanguageOption } from './language-option';
import { DEFAULT_LOCALE, localePrefix } from '@/config/locales';
import { DisclosureMenu, DisclosureMenuItem } from '../ui/DisclosureMenu';

/**
 * The language dropdown (entries: name, link, key). Entries come from the homepage's translations
 * when the page loaded them, else from the site's UI locales. A language the site has a UI locale
 * for links to the same page in it (a full load, which brings that language's words); any other
 * to its home page.
 */
export function LanguageSwitch({
  options,
  currentHref,
}: {
  options?: readonly LanguageOption[] | null;
  currentHref?: string;
}) {
  const { t } = useTranslation('common');
  const router = useRouter();
  const locales = router.locales ?? [DEFAULT_LOCALE];
  const entries: readonly LanguageOption[] =
    options && options.length > 0
      ? options
      : locales.map((locale) => ({ key: locale, name: t(`language.${locale}`), link: '/' }));
  // A page served under an internal path (a cached variant) names the path and query it was asked for.
  const here = currentHref ?? router.asPath;
  const current = entries.find((entry) => entry.key === router.locale) ?? entries[0];
  return (
    <DisclosureMenu
      align="end"
      listLabel={t('language.label')}
      testId="language-switch"
      summary={
        <>
          <span className="visually-hidden">{t('language.label')}: </span>
          <span lang={current?.key}>{current?.key.toUpperCase()}</span>
        </>
      }
    >
      {entries.map((entry) => {
        const isCurrent = entry.key === router.locale;
        const common = {
          lang: entry.key,
          hrefLang: entry.key,
          'aria-current': isCurrent ? ('true' as const) : undefined,
        };
        return (
          <DisclosureMenuItem key={entry.key}>
            {locales.includes(entry.key) ? (
              <a href={`${localePrefix(entry.key, router.defaultLocale)}${here}`} data-reload {...common}>
                {entry.name}
              </a>
            ) : (
              <a href={entry.link} {...common}>
                {entry.name}
              </a>
            )}
          </DisclosureMenuItem>
        );
      })}
    </DisclosureMenu>
  );
}
