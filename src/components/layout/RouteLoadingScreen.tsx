import { useRouter } from 'next/router';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import styles from './RouteLoadingScreen.module.css';

/** True while a client-side route change is in progress (on at start, off at complete or error). */
export function useRouteLoading(): boolean {
  const router = useRouter();
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    const start = (url: string, { shallow }: { shallow: boolean }) => {
      if (!shallow) setLoading(true);
    };
    const stop = () => setLoading(false);
    router.events.on('routeChangeStart', start);
    router.events.on('routeChangeComplete', stop);
    router.events.on('routeChangeError', stop);
    return () => {
      router.events.off('routeChangeStart', start);
      router.events.off('routeChangeComplete', stop);
      router.events.off('routeChangeError', stop);
    };
  }, [router.events]);
  return loading;
}

export function RouteLoadingScreen(): ReactNode {
  const { t } = useTranslation('common');
  return (
    <div className={styles.screen} role="status" aria-live="polite" data-testid="route-loading">
      <div className={styles.spinner} aria-hidden="true" />
      <p>{t('loading')}</p>
    </div>
  );
}
