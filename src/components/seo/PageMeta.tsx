import Head from 'next/head';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import { DEFAULT_LOCALE } from '@/config/locales';
import { absoluteUrl } from './site-urls';

interface PageMetaProps {
  /** The page's own title; the site name is appended. */
  title: string;
  description?: string;
  /** Absolute or site-relative image for link previews. */
  image?: string | null;
  type?: 'website' | 'article' | 'product';
  /** Overrides the canonical path, e.g. to keep `?page=2` but drop sort and filter parameters. */
  canonicalPath?: string;
  noindex?: boolean;
}

/** A page's title, description and social-card tags, from one set of values. */
export function PageMeta({ title, description, image, type, canonicalPath, noindex }: PageMetaProps) {
  const { t } = useTranslation('common');
  const { locale = DEFAULT_LOCALE } = useRouter();
  const fullTitle = title ? `${title} - ${t('siteName')}` : t('siteName');
  const imageUrl = image ? (image.startsWith('/') ? absoluteUrl(image) : image) : null;
  const canonical = canonicalPath ? absoluteUrl(canonicalPath, locale) : null;
  return (
    <Head>
      <title key="title">{fullTitle}</title>
      {description && <meta key="description" name="description" content={description} />}
      <meta key="og:title" property="og:title" content={title || t('siteName')} />
      {description && <meta key="og:description" property="og:description" content={description} />}
      {type && <meta key="og:type" property="og:type" content={type === 'product' ? 'product' : type} />}
      {imageUrl && <meta key="og:image" property="og:image" content={imageUrl} />}
      <meta key="twitter:title" name="twitter:title" content={title || t('siteName')} />
      {description && <meta key="twitter:description" name="twitter:description" content={description} />}
      {imageUrl && <meta key="twitter:image" name="twitter:image" content={imageUrl} />}
      {canonical && <link key="canonical" rel="canonical" href={canonical} />}
      {canonical && <meta key="og:url" property="og:url" content={canonical} />}
      {noindex && <meta key="robots" name="robots" content="noindex" />}
    </Head>
  );
}
