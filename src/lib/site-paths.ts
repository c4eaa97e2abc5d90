/** Site pages that other parts link to by name. */

/** Real price drops of the last week. */
export const DEALS_PATH = '/deals/';

/** How the site earns money, ranks offers and decides what is a discount or a drop. */
export const HOW_WE_COMPARE_PATH = '/how-we-compare/';
