/** The FaustWP secret the test site is configured with (the site's server sends it on login). */
export const FAUST_SECRET = 'wordpress-test-faust-secret';

/** The local backend, serving the pricing contract, whose catalogue the plugin asks. */
export interface PricingCatalogue {
  url: string;
  /** Ids the catalogue has. */
  knownProductIds: number[];
  /** An id it does not have. */
  unknownProductId: number;
}

/** The programs scripts/test-prerequisites.mjs found for the wordpress test group. */
export interface ToolPaths {
  PRICEWISE_PHP: string;
  PRICEWISE_MARIADBD: string;
  PRICEWISE_WORDPRESS_DIR: string;
  PRICEWISE_PHPUNIT: string;
  PRICEWISE_PHPCS: string;
}
