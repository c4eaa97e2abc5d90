/** One HTTP exchange, read whole; redirects are not followed. */
export interface Exchange {
  status: number;
  headers: Headers;
  text: string;
  json: <T = any>() => T;
}

export async function call(url: string, init: RequestInit = {}): Promise<Exchange> {
  const response = await fetch(url, { ...init, redirect: 'manual' });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, json: <T>() => JSON.parse(text) as T };
}

export const postJson = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  call(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
