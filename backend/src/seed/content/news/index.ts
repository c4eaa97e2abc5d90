import type { NewsSeed } from '../types.js';
import { NEWS_FIRST_HALF } from './first-half.js';
import { NEWS_SECOND_HALF } from './second-half.js';

/** Published news posts, oldest first. */
export const NEWS: readonly NewsSeed[] = [...NEWS_FIRST_HALF, ...NEWS_SECOND_HALF];
