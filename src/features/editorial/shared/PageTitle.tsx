import Head from 'next/head';
import { useTranslation } from 'next-i18next/pages';

/**
 * The browser title `{title} - {site title}` (spec §2 "Content templates"); the site title is
 * WordPress's own when the page has it, else the site's name.
 */
export function PageTitle({ title, siteTitle, description }: { title: string; siteTitle?: string | null; description?: string }) {
  const { t } = useTranslation('common');
  const site = siteTitle || t('siteName');
  return (
    <Head>
      <title key="title">{title ? `${title} - ${site}` : site}</title>
      {description ? <meta key="description" name="description" content={description} /> : null}
    </Head>
  );
}
