import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { buttonClass } from '../ui/button';
import { applyColorMode, currentColorMode, type ColorMode } from './color-mode';

/** Light first, whatever the system prefers; the reader's choice is remembered. */
export function ColorModeToggle() {
  const { t } = useTranslation('common');
  // The server cannot know the saved mode; the page learns it once hydrated.
  const [mode, setMode] = useState<ColorMode>('light');
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the saved mode exists only in the browser: read after hydration, so the first render matches the server's HTML.
  useEffect(() => setMode(currentColorMode()), []);
  const label = mode === 'light' ? t('colorMode.toDark') : t('colorMode.toLight');
  const toggle = () => {
    const next = mode === 'light' ? 'dark' : 'light';
    applyColorMode(next);
    setMode(next);
  };
  return (
    <button
      type="button"
      className={buttonClass('ghost', { icon: true })}
      aria-label={label}
      title={label}
      onClick={toggle}
      data-color-mode={mode}
    >
      {mode === 'light' ? (
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M21 12.8A9 9 0 1111.2 3a7 7 0 009.8 9.8z" />
        </svg>
      ) : (
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="5" fill="currentColor" />
          <path
            stroke="currentColor"
            strokeWidth="2"
            d="M12 1v3M12 20v3M4.2 4.2l2.1 2.1M17.7 17.7l2.1 2.1M1 12h3M20 12h3M4.2 19.8l2.1-2.1M17.7 6.3l2.1-2.1"
          />
        </svg>
      )}
    </button>
  );
}
