import { connectionTypeDefs } from './connections.js';
import { enumTypeDefs } from './enums.js';
import { filterTypeDefs } from './filters.js';
import { guideTypeDefs } from './guide.js';
import { interfaceTypeDefs } from './interfaces.js';
import { mediaTypeDefs } from './media.js';
import { menuTypeDefs } from './menus.js';
import { polylangTypeDefs } from './polylang.js';
import { postPageTypeDefs } from './post-page.js';
import { reviewTypeDefs } from './review.js';
import { rootTypeDefs } from './root.js';
import { settingsTypeDefs } from './settings.js';
import { termTypeDefs } from './terms.js';
import { userTypeDefs } from './users.js';

/** The whole SDL, one part per type family. */
export const contentTypeDefs: readonly string[] = [
  rootTypeDefs,
  interfaceTypeDefs,
  connectionTypeDefs,
  filterTypeDefs,
  enumTypeDefs,
  postPageTypeDefs,
  guideTypeDefs,
  reviewTypeDefs,
  mediaTypeDefs,
  termTypeDefs,
  userTypeDefs,
  menuTypeDefs,
  settingsTypeDefs,
  polylangTypeDefs,
];
