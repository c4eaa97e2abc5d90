/** The theme's breakpoints (Chakra's responsive props read them). */
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
 * Where the layout switches; the CSS media queries use the same numbers as `min-width`s. From
 * DESKTOP_MIN the header, offers table and grids take their desktop form (below it, the phone
 * form); from FILTERS_INLINE_MIN category filters sit beside the list (below it, in a drawer);
 * from WIDE_MIN articles get their side column.
 */
export const LAYOUT_BREAKPOINTS = {
  DESKTOP_MIN: 600,
  FILTERS_INLINE_MIN: 620,
  WIDE_MIN: 1169,
} as const;
