/**
 * What a `*.region` module is in the production browser build (next.config.mjs replaces them):
 * nothing. The region's component then reaches the browser only through its lazy `load`.
 */
const absentInBrowser = null;
export default absentInBrowser;
