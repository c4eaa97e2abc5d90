import type { ReviewSeed } from '../types.js';
import { beanToCupCoffee } from './bean-to-cup-coffee.js';
import { cordlessVacuum } from './cordless-vacuum.js';
import { dualBasketAirFryer } from './dual-basket-air-fryer.js';
import { wirelessEarbuds } from './wireless-earbuds.js';

/** Published reviews, oldest first. */
export const REVIEWS: readonly ReviewSeed[] = [wirelessEarbuds, dualBasketAirFryer, cordlessVacuum, beanToCupCoffee];
