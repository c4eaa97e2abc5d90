/** Reading speed (docs/PRODUCT.md §5). */
export const WORDS_PER_MINUTE = 150;

/** Words in a piece of plain text: runs of letters or digits in any script. */
export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0;
}

/**
 * Minutes to read, rounded up; 0 means under a minute, which the page shows as "Less than a
 * minute" (docs/PRODUCT.md §5).
 */
export function readingMinutes(wordCount: number): number {
  if (!Number.isFinite(wordCount) || wordCount < WORDS_PER_MINUTE) return 0;
  return Math.ceil(wordCount / WORDS_PER_MINUTE);
}
