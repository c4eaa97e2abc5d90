import type { GuideSeed } from '../types.js';
import { airFryers } from './air-fryers.js';
import { noiseCancellingHeadphones } from './noise-cancelling-headphones.js';
import { robotVacuums } from './robot-vacuums.js';
import { runningWatches } from './running-watches.js';
import { studentLaptops } from './student-laptops.js';
import { fourKTvs } from './tvs.js';

/** Published buying guides, oldest first (ids follow this order). */
export const GUIDES: readonly GuideSeed[] = [
  noiseCancellingHeadphones,
  robotVacuums,
  runningWatches,
  fourKTvs,
  airFryers,
  studentLaptops,
];
