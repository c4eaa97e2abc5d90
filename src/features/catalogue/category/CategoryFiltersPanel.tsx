import { useRouter } from 'next/router';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { buttonClass } from '@/components/ui/button';
import { fromBreakpoint } from '@/theme/breakpoints';
import { CategoryFilters, type CategoryFiltersProps } from './CategoryFilters';
import styles from './CategoryFiltersPanel.module.css';
import type { FiltersDrawerProps } from './FiltersDrawer';

/** The drawer (Chakra, framer-motion) loads the first time a shopper opens it. */
const loadDrawer = () => import('./FiltersDrawer').then((module) => module.default);

export type CategoryFiltersPanelProps = Omit<CategoryFiltersProps, 'idPrefix'>;

/**
 * The filters beside the list from 620px (FILTERS_INLINE_MIN; the stylesheet switches there);
 * below, a button that opens them in a drawer. Without JavaScript the form stays on the page at
 * every width.
 */
export function CategoryFiltersPanel(props: CategoryFiltersPanelProps) {
  const { t } = useTranslation('common');
  const router = useRouter();
  const opener = useRef<HTMLButtonElement>(null);
  const [Drawer, setDrawer] = useState<ComponentType<FiltersDrawerProps> | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const close = () => setOpen(false);
    router.events.on('routeChangeStart', close);
    return () => router.events.off('routeChangeStart', close);
  }, [router.events]);

  // A phone turned sideways (or a window widened) past the breakpoint shows the inline form: the
  // drawer closes rather than cover a page that no longer has its button.
  useEffect(() => {
    if (!open) return;
    const inline = window.matchMedia(fromBreakpoint('FILTERS_INLINE_MIN'));
    const closeIfInline = () => {
      if (inline.matches) setOpen(false);
    };
    inline.addEventListener('change', closeIfInline);
    return () => inline.removeEventListener('change', closeIfInline);
  }, [open]);

  return (
    <div className={styles.panel}>
      <button
        ref={opener}
        type="button"
        className={buttonClass('outline', { className: styles.opener })}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadDrawer()}
        onClick={() => {
          setOpen(true);
          void loadDrawer().then((component) => setDrawer(() => component));
        }}
        data-testid="open-filters"
      >
        {t('listing.filters')}
      </button>
      <div className={styles.inline}>
        <CategoryFilters {...props} idPrefix="filters" />
      </div>
      {Drawer && (
        <Drawer
          isOpen={open}
          onClose={() => setOpen(false)}
          returnFocusTo={opener}
          title={t('listing.filters')}
          closeLabel={t('close')}
        >
          <CategoryFilters {...props} idPrefix="drawer-filters" />
        </Drawer>
      )}
    </div>
  );
}
