/** The theme's breakpoints (Chakra's responsive props read them): docs/PRODUCT.md §9. */
export const breakpoints = {
  base: '0px',
  sm: '360px',
  md: '480px',
  mdl: '520px',
  slg: '620px',
  lg: '991px',
  xl: '1160px',
  xxl: '1200px',
  '2xl': '1400px',
} as const;

/**
 * Where the layout switches (docs/PRODUCT.md §9: "mobile breakpoints 600 by default; 620 and 1169 also
 * used"). From DESKTOP_MIN, the default, the header, offers table and grids take their desktop
 * form (below it, the phone form); from FILTERS_INLINE_MIN category filters sit beside the list
 * (below it, in a drawer); from WIDE_MIN the header is one row and articles get their side column.
 *
 * CSS modules cannot import these, so they write the same numbers: `@media (min-width: 600px)`,
 * or `(max-width: 599.98px)` for "below"; tests/unit/layout-breakpoints.test.ts holds every
 * stylesheet to this list.
 */
export const LAYOUT_BREAKPOINTS = {
  DESKTOP_MIN: 600,
  FILTERS_INLINE_MIN: 620,
  WIDE_MIN: 1169,
} as const;

export type LayoutBreakpoint = keyof typeof LAYOUT_BREAKPOINTS;

/** The media condition "at least this breakpoint", for `sizes` attributes written in code. */
export function fromBreakpoint(name: LayoutBreakpoint): string {
  return `(min-width: ${LAYOUT_BREAKPOINTS[name]}px)`;
}
