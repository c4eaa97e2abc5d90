import Head from 'next/head';
import { useTranslation } from '@/lib/i18n/use-translation';

interface PageTitleProps {
  title: string;
  siteTitle?: string | null;
  description?: string;
  image?: string | null;
  type?: 'website' | 'article';
}

/**
 * The browser title `{title} - {site title}` (docs/PRODUCT.md §2 "Content templates"); the site title is
 * WordPress's own when the page has it, else the site's name. The same values feed the social
 * cards, so a shared link reads like the page.
 */
export function PageTitle({ title, siteTitle, description, image, type }: PageTitleProps) {
  const { t } = useTranslation('common');
  const site = siteTitle || t('siteName');
  const cardTitle = title || site;
  return (
    <Head>
      <title key="title">{title ? `${title} - ${site}` : site}</title>
      {description ? <meta key="description" name="description" content={description} /> : null}
      <meta key="og:title" property="og:title" content={cardTitle} />
      <meta key="twitter:title" name="twitter:title" content={cardTitle} />
      {description ? <meta key="og:description" property="og:description" content={description} /> : null}
      {description ? <meta key="twitter:description" name="twitter:description" content={description} /> : null}
      {image ? <meta key="og:image" property="og:image" content={image} /> : null}
      {image ? <meta key="twitter:image" name="twitter:image" content={image} /> : null}
      {type ? <meta key="og:type" property="og:type" content={type} /> : null}
    </Head>
  );
}
