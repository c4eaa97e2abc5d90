import { SiteLink } from '@/components/navigation/SiteLink';
import Head from 'next/head';
import { useTranslation } from '@/lib/i18n/use-translation';
import { buttonClass } from '@/components/ui/button';
import styles from './ErrorState.module.css';

export type ErrorKind = 'notFound' | 'serverError' | 'unavailable' | 'contentUnavailable';

const COPY: Record<ErrorKind, { title: string; body: string }> = {
  notFound: { title: 'errors.notFoundTitle', body: 'errors.notFoundBody' },
  serverError: { title: 'errors.serverErrorTitle', body: 'errors.serverErrorBody' },
  unavailable: { title: 'errors.unavailableTitle', body: 'errors.unavailableBody' },
  // The content service (articles, pages, news) is down, not the price service.
  contentUnavailable: { title: 'errors.contentUnavailableTitle', body: 'errors.contentUnavailableBody' },
};

/** The one error screen: inside the site's layout, in the reader's language, never a stack trace. */
export function ErrorState({ kind }: { kind: ErrorKind }) {
  const { t } = useTranslation('common');
  const copy = COPY[kind];
  return (
    <div className={styles.state} data-testid={`error-${kind}`}>
      <Head>
        <title key="title">{`${t(copy.title)} - ${t('siteName')}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <h1>{t(copy.title)}</h1>
      <p className={styles.body}>{t(copy.body)}</p>
      <div className={styles.actions}>
        <SiteLink href="/" className={buttonClass('solid')}>
          {t('errors.backHome')}
        </SiteLink>
        {kind !== 'notFound' && (
          // An empty href is this very URL: "Try again" reloads the page, with or without scripts.
          // eslint-disable-next-line jsx-a11y/anchor-is-valid
          <a href="" className={buttonClass('outline')}>
            {t('errors.tryAgain')}
          </a>
        )}
      </div>
    </div>
  );
}
