// Plain JavaScript: part of the cache handler Next loads at run time.
import { createClient } from '@redis/client';

/** What a command gives when Redis could not answer in time: the caller uses its local copy. */
export const UNAVAILABLE = Symbol('redis unavailable');

const RECONNECT_MAX_DELAY_MS = 2_000;

/** @typedef {ReturnType<typeof connectGuardedRedis>} GuardedRedis */

/**
 * host:port of a Redis URL, never its password.
 * @param {string} url
 */
function describe(url) {
  try {
    const { host } = new URL(url);
    return host || url;
  } catch {
    return 'the configured address';
  }
}

/**
 * A Redis connection that never keeps a request waiting: every command gives up after
 * `timeoutMs`, and while Redis is down or stalled commands give up at once (UNAVAILABLE) instead
 * of queueing. An outage is logged once when it starts and once when it ends. Recovery is
 * automatic: the client reconnects by itself after a dropped connection, and a stalled server is
 * probed with PING every `probeIntervalMs` until it answers.
 *
 * @param {{ url: string, timeoutMs: number, probeIntervalMs?: number, log?: Pick<Console, 'warn' | 'info'> }} options
 */
export function connectGuardedRedis({ url, timeoutMs, probeIntervalMs = 1_000, log = console }) {
  const where = describe(url);
  const client = createClient({
    url,
    // RESP2 and no client-info handshake: a connection is usable as soon as it is open, on any
    // Redis version or Redis-compatible service.
    RESP: 2,
    disableClientInfo: true,
    // Commands fail at once while disconnected instead of waiting for a reconnection.
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 2_000,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, RECONNECT_MAX_DELAY_MS),
    },
  });

  let available = true;
  /** @type {NodeJS.Timeout | undefined} */
  let probe;

  /** @param {string} reason */
  const markDown = (reason) => {
    if (!available) return;
    available = false;
    log.warn(
      `[shared cache] Redis at ${where} is unavailable (${reason}); pages are served from this instance's memory or rendered here until it returns.`,
    );
    probe = setInterval(() => {
      if (client.isReady) void withTimeout(client.ping()).then((answer) => !('failure' in answer) && markUp());
    }, probeIntervalMs);
    probe.unref();
  };

  const markUp = () => {
    if (available) return;
    available = true;
    clearInterval(probe);
    log.info(`[shared cache] Redis at ${where} is back; pages are shared again.`);
  };

  client.on('error', (error) => markDown(error instanceof Error ? error.message || error.name : String(error)));
  client.on('ready', markUp);

  /**
   * The command's value, or UNAVAILABLE with the reason when it fails or is not answered within
   * the timeout. A command answered after its timeout is ignored, failures included.
   * @template T
   * @param {Promise<T>} command
   * @returns {Promise<{ value: T } | { value: typeof UNAVAILABLE, failure: string }>}
   */
  function withTimeout(command) {
    /** @type {NodeJS.Timeout | undefined} */
    let timer;
    const late = new Promise((resolve) => {
      // The answer may have arrived while the event loop was busy (a render): timers run before
      // I/O in a loop turn, so give I/O that turn before calling it late.
      timer = setTimeout(
        () => setImmediate(() => resolve({ value: UNAVAILABLE, failure: `no answer within ${timeoutMs} ms` })),
        timeoutMs,
      );
    });
    const settled = command.then(
      (value) => ({ value }),
      (error) => ({
        value: UNAVAILABLE,
        failure: error instanceof Error ? error.message || error.name : String(error),
      }),
    );
    return Promise.race([settled, late]).finally(() => clearTimeout(timer));
  }

  // The first connection may still be opening when the first request comes; until it opens (or
  // fails) a request waits for it, within the timeout.
  let opened = false;
  const connecting = client.connect().then(
    () => {
      opened = true;
    },
    (error) => markDown(error instanceof Error ? error.message : String(error)),
  );

  /**
   * Runs one command within the timeout. UNAVAILABLE when Redis is down, stalled, or fails it.
   * @template T
   * @param {(redis: typeof client) => Promise<T>} command
   * @returns {Promise<T | typeof UNAVAILABLE>}
   */
  async function run(command) {
    if (!opened && available) {
      const first = await withTimeout(connecting);
      if ('failure' in first) markDown(`no connection within ${timeoutMs} ms`);
    }
    if (!available || !client.isReady) return UNAVAILABLE;
    /** @type {{ value: T } | { value: typeof UNAVAILABLE, failure: string }} */
    let outcome;
    try {
      outcome = await withTimeout(command(client));
    } catch (error) {
      outcome = { value: UNAVAILABLE, failure: error instanceof Error ? error.message : String(error) };
    }
    if ('failure' in outcome) markDown(outcome.failure);
    return outcome.value;
  }

  return {
    run,
    /** Connected and answering in time. */
    get available() {
      return available && client.isReady;
    },
    /** Drops the connection without waiting for commands a stalled server holds. */
    close() {
      clearInterval(probe);
      if (client.isOpen) client.destroy();
    },
  };
}
