import type { StringTree } from './pick-strings';
import type { Translations } from './translations';

/**
 * Adds a namespace of strings that no page carries (a dialog's, say) when the part that needs
 * it first loads: the same JSON file next-i18next reads on the server, as a static file. A
 * namespace already there is not fetched again. A failed fetch leaves the keys to show as they
 * are, which the part can live with; it is retried on the next call.
 */
export async function loadLazyNamespace(translations: Translations, namespace: string): Promise<void> {
  const language = translations.language;
  if (translations.hasResourceBundle(language, namespace)) return;
  try {
    const response = await fetch(`/locales/${encodeURIComponent(language)}/${encodeURIComponent(namespace)}.json`);
    if (response.ok) translations.addResourceBundle(language, namespace, (await response.json()) as StringTree);
  } catch {
    // offline: see above
  }
}
