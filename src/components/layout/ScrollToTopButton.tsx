import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { buttonClass } from '../ui/button';
import styles from './ScrollToTopButton.module.css';

/** Scrolled this far, the reader gets a way back up. */
export const SCROLL_TO_TOP_THRESHOLD_PX = 300;

export function ScrollToTopButton() {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SCROLL_TO_TOP_THRESHOLD_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!visible) return null;
  const toTop = () => {
    const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
    document.getElementById('main')?.focus({ preventScroll: true });
  };
  return (
    <button
      type="button"
      className={buttonClass('solid', { icon: true, className: styles.button })}
      aria-label={t('scrollToTop')}
      title={t('scrollToTop')}
      onClick={toTop}
    >
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M12 5l-7 7 1.4 1.4L11 8.8V20h2V8.8l4.6 4.6L19 12z" />
      </svg>
    </button>
  );
}
