import { useRouter } from 'next/router';
import { useEffect, useRef, type ReactNode } from 'react';
import styles from './DisclosureMenu.module.css';

interface DisclosureMenuProps {
  /** The visible label of the toggle; it is also its accessible name. */
  summary: ReactNode;
  /** `li` elements. */
  children: ReactNode;
  align?: 'start' | 'end';
  listLabel?: string;
  className?: string;
  testId?: string;
}

/**
 * A disclosure of links (the WAI "disclosure navigation" pattern, not an application menu): a
 * native `<details>`, so it opens without JavaScript too. Scripts add what readers expect of a
 * popup: Escape closes it and puts focus back on the toggle; a click outside, moving focus away
 * or following a link closes it.
 */
export function DisclosureMenu({
  summary,
  children,
  align = 'start',
  listLabel,
  className,
  testId,
}: DisclosureMenuProps) {
  const details = useRef<HTMLDetailsElement>(null);
  const router = useRouter();

  useEffect(() => {
    const element = details.current;
    if (!element) return;
    const close = () => element.removeAttribute('open');
    const onPointerDown = (event: PointerEvent) => {
      if (!element.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && element.open) {
        close();
        element.querySelector('summary')?.focus();
      }
    };
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget && !element.contains(event.relatedTarget as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    element.addEventListener('keydown', onKeyDown);
    element.addEventListener('focusout', onFocusOut);
    router.events.on('routeChangeStart', close);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      element.removeEventListener('keydown', onKeyDown);
      element.removeEventListener('focusout', onFocusOut);
      router.events.off('routeChangeStart', close);
    };
  }, [router.events]);

  return (
    <details ref={details} className={[styles.menu, className].filter(Boolean).join(' ')} data-testid={testId}>
      <summary className={styles.summary}>
        {summary}
        <svg className={styles.chevron} width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </summary>
      <ul className={`${styles.list} ${align === 'end' ? styles.end : ''}`} aria-label={listLabel}>
        {children}
      </ul>
    </details>
  );
}

/** An entry of a DisclosureMenu. */
export function DisclosureMenuItem({ children }: { children: ReactNode }) {
  return <li className={styles.item}>{children}</li>;
}
