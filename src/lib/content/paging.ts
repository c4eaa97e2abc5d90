import { parsePageNumber, type QueryValue } from '@/lib/routing/page-number';

/** News pages: WordPress posts, newest first, ten a page (docs/PRODUCT.md §2 "Routes"). */
export const NEWS_PAGE_SIZE = 10;

/** WPGraphQL caps `first` at 100; skipping further takes several requests. */
export const MAX_CONNECTION_PAGE = 100;

/** News pages past this are refused rather than walked to. */
export const MAX_NEWS_PAGE = 999_999;

/**
 * The news page in `?page=N`: absent means 1; only the canonical spelling of a page up to
 * MAX_NEWS_PAGE is one (null → 404), so `?page=0`, `?page=02`, `?page=2x` never reach the backend
 * and each page has one URL.
 */
export function newsPageNumber(value: QueryValue): number | null {
  const asked = parsePageNumber(value);
  if (asked.kind === 'absent') return 1;
  return asked.kind === 'page' && asked.canonical && asked.page <= MAX_NEWS_PAGE ? asked.page : null;
}

/** How many posts come before a page: what the cursor walk has to skip. */
export function postsBefore(page: number, pageSize: number = NEWS_PAGE_SIZE): number {
  return (page - 1) * pageSize;
}

/** The sizes of the `first` arguments that together skip `count` items. */
export function skipChunks(count: number, max: number = MAX_CONNECTION_PAGE): number[] {
  const chunks: number[] = [];
  for (let left = count; left > 0; left -= max) chunks.push(Math.min(left, max));
  return chunks;
}
