/**
 * A path whose escapes do not decode (`%zz`, `%`, a cut-off UTF-8 sequence like `%e0%a4%a`): no
 * page has one. Next answers it with a 400 by itself, except after the proxy has rewritten the
 * request (a variant's path asked for directly, `/p/%zz/x/`), where decoding the original route's
 * parameters fails with a 500; the proxy refuses them first.
 */
export function isUndecodablePath(pathname: string): boolean {
  if (!pathname.includes('%')) return false;
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}
