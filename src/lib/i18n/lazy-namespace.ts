import type { i18n as I18n } from 'i18next';

/**
 * Adds a namespace of strings that no page carries (a dialog's, say) when the part that needs
 * it first loads: the same JSON file next-i18next reads on the server, as a static file. A
 * namespace already there is not fetched again. A failed fetch leaves the keys to show as they
 * are, which the part can live with; it is retried on the next call.
 */
export async function loadLazyNamespace(i18n: I18n, namespace: string): Promise<void> {
  const language = i18n.language;
  if (i18n.hasResourceBundle(language, namespace)) return;
  try {
    const response = await fetch(`/locales/${encodeURIComponent(language)}/${encodeURIComponent(namespace)}.json`);
    if (response.ok) i18n.addResourceBundle(language, namespace, await response.json(), true, true);
  } catch {
    // offline: see above
  }
}
