/*
 * Applies the saved colour mode before the page paints, so a dark-mode reader never sees a light
 * flash. Loaded as a file (not inline) so the Content-Security-Policy can allow our origin only.
 * Same behaviour as Chakra's ColorModeScript with initialColorMode "light" (spec §1): light
 * unless the reader chose dark, whatever the system prefers; the choice lives in local storage.
 */
(function applyColorMode() {
  // Styles that only make sense with scripts (a drawer instead of an inline form) key off this.
  document.documentElement.classList.add('js');
  var storageKey = 'chakra-ui-color-mode';
  try {
    var saved = window.localStorage.getItem(storageKey);
    var mode = saved === 'dark' ? 'dark' : 'light';
    if (!saved) window.localStorage.setItem(storageKey, mode);
    var body = document.body;
    body.classList.add(mode === 'dark' ? 'chakra-ui-dark' : 'chakra-ui-light');
    body.classList.remove(mode === 'dark' ? 'chakra-ui-light' : 'chakra-ui-dark');
    document.documentElement.style.colorScheme = mode;
    document.documentElement.dataset.theme = mode;
  } catch (error) {
    // Storage blocked (private mode, policy): the light default from the server stands.
  }
})();
