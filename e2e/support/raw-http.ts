import http from 'node:http';

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * One request with the path sent byte for byte. Playwright's request context (like fetch and
 * browsers) parses the URL first, which resolves `..` and `%2e%2e` and turns `\` into `/`: the
 * very paths a hostile client sends without that courtesy would never reach the server.
 */
export function rawRequest(
  baseURL: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; timeoutMs?: number } = {},
): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { hostname, port, path, method: options.method ?? 'GET', headers: options.headers, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    request.setTimeout(options.timeoutMs ?? 30_000, () =>
      request.destroy(new Error(`no answer in ${options.timeoutMs ?? 30_000} ms`)),
    );
    request.on('error', reject);
    request.end(options.body);
  });
}
