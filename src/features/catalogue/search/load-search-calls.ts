/**
 * The search calls and their response validation load when the shopper first focuses the box,
 * not with every page: most page views never search. A module of its own, so the header's plain
 * search box (in every page's first load) does not bring the suggestions hook and the browser's
 * pricing client with it.
 */
export const loadSearchCalls = () => import('@/lib/pricing/search');
