/**
 * `fetch`, sent once more when the kept-alive connection it went out on was closed by the server
 * before any answer came back. A server may close a connection just as the next request is
 * written (the site's server does so after some first renders), and browsers send such a request
 * again on a new connection; a bench measures the answer, not that race.
 */
export async function fetchAgainIfClosed(url: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (!closedBeforeAnswer(error))
      throw new Error(`${init?.method ?? 'GET'} ${url}: ${String(error)}`, { cause: error });
    return fetch(url, init);
  }
}

function closedBeforeAnswer(error: unknown): boolean {
  const cause = error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined;
  return cause?.code === 'UND_ERR_SOCKET' || cause?.code === 'ECONNRESET';
}
