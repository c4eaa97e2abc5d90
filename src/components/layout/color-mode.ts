/** Where the reader's colour-mode choice is kept: Chakra's key, shared with the inline script in src/lib/security/color-mode-script.mjs. */
export const COLOR_MODE_STORAGE_KEY = 'chakra-ui-color-mode';

export type ColorMode = 'light' | 'dark';

export function currentColorMode(): ColorMode {
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

/** Applies a mode the way the colour-mode script does before the first paint, and remembers it. */
export function applyColorMode(mode: ColorMode): void {
  const root = document.documentElement;
  root.dataset.theme = mode;
  root.style.colorScheme = mode;
  document.body.classList.toggle('chakra-ui-dark', mode === 'dark');
  document.body.classList.toggle('chakra-ui-light', mode === 'light');
  try {
    window.localStorage.setItem(COLOR_MODE_STORAGE_KEY, mode);
  } catch {
    // Storage blocked: the choice lasts for this page only.
  }
}
