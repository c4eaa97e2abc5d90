import { describe, expect, it } from 'vitest';
import { scriptsOf } from '../../scripts/first-load-js.mjs';

describe('scriptsOf', () => {
  it("counts the scripts a page loads: tags with src and the after-paint loader's placeholders", () => {
    const html = [
      '<script src="/_next/static/chunks/polyfills-1.js" noModule="" defer=""></script>',
      '<script type="text/plain" data-after-paint="/_next/static/chunks/main-2.js"></script>',
      '<script type="text/plain" data-after-paint="/_next/static/chunks/pages/%5B...wordpressNode%5D-3.js"></script>',
      '<script src="/_next/static/build/_buildManifest.js" defer=""></script>',
      '<script id="__NEXT_DATA__" type="application/json">{}</script>',
      '<script>(function(){})()</script>',
    ].join('');
    expect([...scriptsOf(html)]).toEqual([
      'static/chunks/main-2.js',
      'static/chunks/pages/[...wordpressNode]-3.js',
      'static/build/_buildManifest.js',
    ]);
  });
});
