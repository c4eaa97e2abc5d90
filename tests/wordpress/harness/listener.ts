import http from 'node:http';

/** One call the listener received. */
export interface ReceivedCall {
  method: string;
  path: string;
  secret: string | undefined;
  contentType: string | undefined;
  body: unknown;
}

/**
 * A stand-in for the site's revalidation endpoint: records every call and answers with the next
 * planned status (then 200), after an optional delay.
 */
export interface RevalidationListener {
  url: string;
  calls: ReceivedCall[];
  /** Statuses for the next calls, in order. */
  plan: (statuses: number[], delayMs?: number) => void;
  /** Resolves once `count` calls have arrived in all, or fails after `timeoutMs`. */
  waitForCalls: (count: number, timeoutMs?: number) => Promise<ReceivedCall[]>;
  close: () => Promise<void>;
}

export async function startListener(): Promise<RevalidationListener> {
  const calls: ReceivedCall[] = [];
  let planned: number[] = [];
  let delayMs = 0;
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      let body: unknown = raw;
      try {
        body = JSON.parse(raw);
      } catch {
        // Kept as text: the test then sees what was sent.
      }
      calls.push({
        method: request.method ?? '',
        path: request.url ?? '',
        secret: request.headers['x-revalidate-secret'] as string | undefined,
        contentType: request.headers['content-type'],
        body,
      });
      const status = planned.shift() ?? 200;
      setTimeout(() => response.writeHead(status, { 'content-type': 'application/json' }).end('{}'), delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('listener did not bind');
  return {
    url: `http://127.0.0.1:${address.port}`,
    calls,
    plan: (statuses, delay = 0) => {
      planned = [...statuses];
      delayMs = delay;
    },
    waitForCalls: async (count, timeoutMs = 15_000) => {
      const started = Date.now();
      while (calls.length < count) {
        if (Date.now() - started > timeoutMs) throw new Error(`Expected ${count} calls, got ${calls.length} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return calls.slice(0, count);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
