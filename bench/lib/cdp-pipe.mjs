// Chromium driven over its DevTools pipe, with no protocol domain enabled but those a bench asks
// for. Playwright and Lighthouse enable the Runtime domain on every page, and with it the V8
// inspector captures a full stack trace, with source positions, for every Error a script creates:
// React DOM creates one as it loads, and collecting the positions of the functions on that stack
// (all of React DOM's module) took 10 to 12 ms of the main thread's 12 to 18 ms for Next's boot
// script on the bench host, against 3 to 4 ms without the domain. A phone has no inspector.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * @typedef {{ method: string, params: any, sessionId?: string }} ProtocolEvent
 * @typedef {{
 *   send: (method: string, params?: object, sessionId?: string) => Promise<any>,
 *   on: (listener: (event: ProtocolEvent) => void) => () => void,
 *   close: () => Promise<void>,
 * }} PipeBrowser
 */

/**
 * Launches headless Chromium with `--remote-debugging-pipe`: commands go to its fd 3, answers and
 * events come from its fd 4, each message a JSON text ended by a NUL.
 * @param {string} executablePath
 * @param {string[]} args
 * @returns {Promise<PipeBrowser>}
 */
export async function launchPipeBrowser(executablePath, args) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'pricewise-cdp-'));
  const child = spawn(
    executablePath,
    ['--headless=new', '--remote-debugging-pipe', `--user-data-dir=${profile}`, ...args, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
  );
  const toBrowser = /** @type {import('node:stream').Writable} */ (child.stdio[3]);
  const fromBrowser = /** @type {import('node:stream').Readable} */ (child.stdio[4]);
  /** @type {Map<number, { resolve: (value: any) => void, reject: (error: Error) => void, method: string }>} */
  const pending = new Map();
  /** @type {Set<(event: ProtocolEvent) => void>} */
  const listeners = new Set();
  let nextId = 0;
  let buffered = '';

  fromBrowser.setEncoding('utf8');
  fromBrowser.on('data', (chunk) => {
    buffered += chunk;
    let end;
    while ((end = buffered.indexOf('\0')) >= 0) {
      const message = JSON.parse(buffered.slice(0, end));
      buffered = buffered.slice(end + 1);
      const waiting = message.id === undefined ? undefined : pending.get(message.id);
      if (waiting) {
        pending.delete(message.id);
        if (message.error) waiting.reject(new Error(`${waiting.method}: ${message.error.message}`));
        else waiting.resolve(message.result);
      } else if (message.method) {
        for (const listener of listeners) listener(message);
      }
    }
  });
  // Writing to a browser that has gone fails its command (see send), not the process.
  toBrowser.on('error', () => {});
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  child.on('exit', () => {
    for (const { reject, method } of pending.values()) reject(new Error(`${method}: Chromium exited`));
    pending.clear();
  });

  /** @type {PipeBrowser['send']} */
  const send = (method, params = {}, sessionId = undefined) =>
    new Promise((resolve, reject) => {
      if (exited()) return reject(new Error(`${method}: Chromium exited`));
      nextId += 1;
      pending.set(nextId, { resolve, reject, method });
      toBrowser.write(`${JSON.stringify({ id: nextId, method, params, ...(sessionId ? { sessionId } : {}) })}\0`);
    });

  await send('Browser.getVersion');
  return {
    send,
    on(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      // A browser that crashed has exited already, and would never report it again.
      if (!exited()) {
        const gone = new Promise((resolve) => child.once('exit', resolve));
        await send('Browser.close').catch(() => child.kill('SIGKILL'));
        await gone;
      }
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * A fresh page in a browser context of its own, attached in flat mode: its commands carry the
 * returned session id. Nothing is enabled on it.
 * @param {PipeBrowser} browser
 * @returns {Promise<{ sessionId: string, close: () => Promise<void> }>}
 */
export async function openIsolatedPage(browser) {
  const { browserContextId } = await browser.send('Target.createBrowserContext');
  const { targetId } = await browser.send('Target.createTarget', { url: 'about:blank', browserContextId });
  const { sessionId } = await browser.send('Target.attachToTarget', { targetId, flatten: true });
  return {
    sessionId,
    async close() {
      await browser.send('Target.closeTarget', { targetId });
      await browser.send('Target.disposeBrowserContext', { browserContextId });
    },
  };
}

/**
 * Evaluates an expression in the page's main world and returns its value, awaiting a promise.
 * `Runtime.evaluate` needs no `Runtime.enable`, so it leaves the inspector's stack capture off.
 * @param {PipeBrowser} browser
 * @param {string} sessionId
 * @param {string} expression
 */
export async function evaluate(browser, sessionId, expression) {
  const { result, exceptionDetails } = await browser.send(
    'Runtime.evaluate',
    { expression, returnByValue: true, awaitPromise: true },
    sessionId,
  );
  if (exceptionDetails)
    throw new Error(`evaluating in the page: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
  return result.value;
}
