import { useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import type { Translate, Translations } from './translations';
import { TranslationsContext } from './translations-context';

/**
 * `t` for one namespace (the default one without it) from the nearest strings, and the strings
 * themselves (their `language`), kept current when the language changes.
 */
export function useTranslation(namespace?: string): { t: Translate; i18n: Translations } {
  const i18n = useContext(TranslationsContext);
  const subscribe = useCallback(
    (onChange: () => void) => {
      i18n.on('languageChanged', onChange);
      return () => i18n.off('languageChanged', onChange);
    },
    [i18n],
  );
  const language = useSyncExternalStore(
    subscribe,
    () => i18n.language,
    () => i18n.language,
  );
  const t = useMemo(() => i18n.getFixedT(language, namespace ?? null), [i18n, language, namespace]);
  return { t, i18n };
}
