/**
 * Where to go after signing in. Only same-site paths are accepted, so a crafted link cannot send
 * a shopper to another site after login (an open redirect).
 */
export function safeCallbackUrl(value: unknown, fallback = '/account/'): string {
  const text = Array.isArray(value) ? value[0] : value;
  if (typeof text !== 'string' || text.length === 0 || text.length > 2000) return fallback;
  if (!text.startsWith('/') || text.startsWith('//') || text.startsWith('/\\') || /[\u0000-\u001f]/.test(text))
    return fallback;
  try {
    const parsed = new URL(text, 'http://site.invalid');
    if (parsed.origin !== 'http://site.invalid') return fallback;
    return `${parsed.pathname}${parsed.search}${parsed.hash}`;
  } catch {
    return fallback;
  }
}

export function loginPathFor(callbackUrl: string, error?: string): string {
  const params = new URLSearchParams({ callbackUrl });
  if (error) params.set('error', error);
  return `/login/?${params.toString()}`;
}
