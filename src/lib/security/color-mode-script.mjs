// Plain JavaScript so next.config.mjs (the policy's hash) and the document share one source.
import { createHash } from 'node:crypto';

/*
 * Applies the saved colour mode before the page paints, so a dark-mode reader never sees a light
 * flash. Inline, because a blocking file would cost the parser a round trip before the first
 * paint; the Content-Security-Policy allows exactly this text by its hash. Same behaviour as
 * Chakra's ColorModeScript with initialColorMode "light": light unless the reader chose dark,
 * whatever the system prefers; the choice lives in local storage under Chakra's key. The `js`
 * class lets styles that only make sense with scripts (a drawer instead of an inline form) apply.
 */
export const COLOR_MODE_SCRIPT =
  "(function(){var d=document.documentElement;d.classList.add('js');try{" +
  "var k='chakra-ui-color-mode',s=localStorage.getItem(k),m=s==='dark'?'dark':'light';" +
  'if(!s)localStorage.setItem(k,m);var b=document.body;' +
  "b.classList.add('chakra-ui-'+m);b.classList.remove(m==='dark'?'chakra-ui-light':'chakra-ui-dark');" +
  'd.style.colorScheme=m;d.dataset.theme=m}catch(e){}})()';

/** The CSP source expression that allows the script above and no other inline script. */
export const COLOR_MODE_SCRIPT_HASH = `'sha256-${createHash('sha256').update(COLOR_MODE_SCRIPT).digest('base64')}'`;
