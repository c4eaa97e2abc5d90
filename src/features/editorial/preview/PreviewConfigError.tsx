import Head from 'next/head';
import { useTranslation } from '@/lib/i18n/use-translation';
import styles from '../editorial.module.css';

/** Faust's own message for a preview link that lacks `previewPathname`. */
export const MISSING_PREVIEW_PATHNAME_MESSAGE =
  'The URL must contain the proper "previewPathname" query param for previews.';

export function PreviewConfigError() {
  const { t } = useTranslation('common');
  return (
    <div className={styles.page} data-testid="preview-config-error">
      <Head>
        <title key="title">{`${t('editorial.preview.errorTitle')} - ${t('siteName')}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <h1>{t('editorial.preview.errorTitle')}</h1>
      <p className={styles.lead}>{MISSING_PREVIEW_PATHNAME_MESSAGE}</p>
    </div>
  );
}
