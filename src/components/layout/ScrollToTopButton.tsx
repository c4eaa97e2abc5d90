import { IconButton } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'next-i18next/pages';

export const SCROLL_TO_TOP_THRESHOLD_PX = 300;

/** Appears once the page has scrolled past the threshold (spec §9) and takes the reader back up. */
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
  return (
    <IconButton
      aria-label={t('scrollToTop')}
      title={t('scrollToTop')}
      position="fixed"
      bottom={6}
      right={6}
      zIndex="sticky"
      borderRadius="full"
      boxShadow="lg"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      icon={
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M12 5l-7 7 1.4 1.4L11 8.8V20h2V8.8l4.6 4.6L19 12z" />
        </svg>
      }
    />
  );
}
