/** One maker's products of a kind. */
export interface BrandSeed {
  brand: string;
  /** Models as sold ('WH-1000XM5', 'Galaxy S24 Ultra'), the best known first. */
  models: readonly string[];
  /**
   * Long-tail model numbers for big catalogues: '#' becomes a digit ('Serie 4 WAN28#0#GB').
   * Used once the named models' combinations are taken, so the demo seed shows real-looking
   * flagships and a million-product build still gets unique, plausible names.
   */
  codes?: readonly string[];
}

/** A variant dimension (colour, capacity, size); every product takes one value of each. */
export interface VariantSeed {
  values: readonly string[];
  /** Price grows by this fraction per step along `values` (storage tiers cost more). */
  priceStep?: number;
}

/** A specification name and the values a model of this kind may have. */
export type SpecSeed = readonly [name: string, values: readonly string[]];

/** What a leaf category sells: enough to write names, prices, specs and descriptions. */
export interface KindSeed {
  /** How the description names one item: 'pair of wireless headphones'. */
  noun: string;
  /** A sentence of selling points for the description. */
  blurb: string;
  /** Typical price range in pounds for the base model. */
  price: readonly [min: number, max: number];
  /** Relative share of the catalogue (default 1). */
  weight?: number;
  brands: readonly BrandSeed[];
  variants?: readonly VariantSeed[];
  /** Kinds without specs (puzzles, some games) ship none, as real feeds do. */
  specs?: readonly SpecSeed[];
}
