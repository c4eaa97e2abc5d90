/** News pages (spec: "/n: news = WordPress posts, newest first, paged"). */
export const NEWS_PAGE_SIZE = 10;

/** WPGraphQL caps `first` at 100; skipping further takes several requests. */
export const MAX_CONNECTION_PAGE = 100;

/**
 * The page number in `?page=N`: absent means 1; anything but a whole number from 1 up is not a
 * page (null → 404), so `?page=0`, `?page=-1`, `?page=2x` never reach the backend.
 */
export function parsePageNumber(value: string | string[] | undefined): number | null {
  if (value === undefined) return 1;
  if (Array.isArray(value) || !/^[1-9]\d{0,5}$/.test(value)) return null;
  return Number(value);
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
