// Plain JavaScript so the production server (scripts/site-server.mjs) can read it before Next starts.

/**
 * Behind a load balancer, the connecting address is the balancer's: with TRUSTED_PROXY_COUNT unset
 * every shopper shares it, and 50 failed sign-ins from anyone block sign-in for all of them. So in
 * production an unset count is said at start, and again (once) when a request arrives through a
 * proxy (with X-Forwarded-For).
 */
export const PROXY_COUNT_UNSET =
  'TRUSTED_PROXY_COUNT is not set: every shopper counts under the address that connects to this server. ' +
  'Behind a load balancer or proxy, set it to the number of proxies that append to X-Forwarded-For ' +
  '(README, "Deployment"); set it to 0 when browsers connect directly.';

export const PROXIED_WITHOUT_COUNT =
  'A request came through a proxy (X-Forwarded-For) but TRUSTED_PROXY_COUNT is not set: every shopper ' +
  "shares the proxy's address for the sign-in limits. Set TRUSTED_PROXY_COUNT to the number of proxies.";

/** The line to say at start, or null: production with the count unset. */
export function proxyCountAtStart(env = process.env) {
  return env.NODE_ENV === 'production' && (env.TRUSTED_PROXY_COUNT ?? '').trim() === '' ? PROXY_COUNT_UNSET : null;
}

/**
 * A watcher of requests that says PROXIED_WITHOUT_COUNT once, at the first request that carries
 * X-Forwarded-For while the count is unset in production.
 * @param {NodeJS.ProcessEnv} env
 * @param {(line: string) => void} say
 */
export function watchForProxies(env = process.env, say = console.error) {
  let said = proxyCountAtStart(env) === null;
  return (/** @type {{ headers: Record<string, unknown> }} */ request) => {
    if (said || request.headers['x-forwarded-for'] === undefined) return;
    said = true;
    say(PROXIED_WITHOUT_COUNT);
  };
}
