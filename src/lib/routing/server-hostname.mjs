// Which hostname Next may be given for the address the site listens on.
//
// Next builds the URL its proxy (middleware) sees from the server's hostname, and its `NextURL`
// turns every loopback address (127.x.x.x, [::1]) into `localhost`. Its router then compares each
// proxy rewrite's origin with an origin built from the unchanged hostname: `http://127.0.0.1:3000`
// is not `http://localhost:3000`, so every rewrite looks external. Next proxies it over HTTP to
// itself, the proxy sees the rewritten path (a listing's cached variant, whose own path is a 404)
// and the listing answers 404. Giving Next `localhost` for a loopback address keeps the two origins
// equal; the server still listens on the address it was asked for.

/** Next's own test for a loopback hostname (`REGEX_LOCALHOST_HOSTNAME` in next/dist/server/web/next-url.js). */
const LOOPBACK_HOSTNAME = /^(?:127(?:\.(?:25[0-5]|2[0-4][0-9]|[01]?[0-9][0-9]?)){3}|\[::1\]|::1|localhost)$/;

/**
 * Whether Next's proxy would see this hostname as `localhost`.
 * @param {string} hostname
 * @returns {boolean}
 */
export function isLoopbackHostname(hostname) {
  return LOOPBACK_HOSTNAME.test(hostname.toLowerCase());
}

/**
 * The hostname to hand Next for a server listening on `listenHostname` (none: every address).
 * @param {string | undefined} listenHostname
 * @returns {string}
 */
export function nextHostnameFor(listenHostname) {
  if (!listenHostname || isLoopbackHostname(listenHostname)) return 'localhost';
  return listenHostname;
}

/**
 * The hostname a `next start` command line asks for (`-H`, `--hostname`, `--hostname=`), if any.
 * @param {readonly string[]} argv
 * @returns {string | undefined}
 */
export function hostnameArgument(argv) {
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index];
    if (arg === '-H' || arg === '--hostname') return argv[index + 1];
    if (arg?.startsWith('--hostname=')) return arg.slice('--hostname='.length);
  }
  return undefined;
}

/**
 * Why `next start` with this command line cannot serve the site, or null when it can: a loopback
 * address other than `localhost` breaks every proxy rewrite (listings, history periods, deals).
 * @param {readonly string[]} argv the arguments after `next start`
 * @returns {string | null}
 */
export function nextStartRefusal(argv) {
  const hostname = hostnameArgument(argv);
  if (!hostname || hostname.toLowerCase() === 'localhost' || !isLoopbackHostname(hostname)) return null;
  return [
    `next start -H ${hostname} cannot serve category listings, price-history periods or deals:`,
    `Next's proxy sees ${hostname} as localhost, so its rewrites to the cached pages look external and end in a 404.`,
    `Run the production server instead: node scripts/site-server.mjs -H ${hostname} -p PORT`,
    "(or next start -H localhost, without the cached pages' one-second copies).",
  ].join('\n');
}
