import type { Db } from '../../db/connection.js';
import { createFieldGroupRepository } from './field-groups.js';
import { createMediaRepository } from './media.js';
import { createMenuRepository } from './menus.js';
import { createPostRepository } from './posts.js';
import { createSiteRepository } from './site.js';
import { createTermRepository } from './terms.js';
import { createUserRepository } from './users.js';

/** Every read the content service makes, prepared once per database. */
export function createContentStore(db: Db) {
  return {
    posts: createPostRepository(db),
    terms: createTermRepository(db),
    users: createUserRepository(db),
    media: createMediaRepository(db),
    menus: createMenuRepository(db),
    site: createSiteRepository(db),
    fields: createFieldGroupRepository(db),
  };
}

export type ContentStore = ReturnType<typeof createContentStore>;
