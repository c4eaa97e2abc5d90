import type { IResolvers } from '@graphql-tools/utils';
import type { ContentContext } from '../context.js';
import { enumResolvers } from './enums.js';
import { guideResolvers, reviewResolvers } from './guide-review.js';
import { mediaItemResolvers } from './media.js';
import { menuItemResolvers, menuResolvers } from './menus.js';
import { languageRootResolvers, translatableResolvers } from './polylang.js';
import { pageResolvers, postResolvers } from './post-page.js';
import { rootResolvers } from './root.js';
import { contentTypeResolvers } from './settings.js';
import { categoryResolvers, guideCategoryResolvers, reviewCategoryResolvers, tagResolvers } from './terms.js';
import { userResolvers, userRoleResolvers } from './users.js';

/**
 * Every resolver map. Interfaces and unions need no resolveType: each node carries `__typename`,
 * which graphql-js's default type resolver reads.
 */
export const contentResolvers: IResolvers<unknown, ContentContext> = {
  ...enumResolvers,
  RootQuery: { ...rootResolvers, ...languageRootResolvers },
  Post: { ...postResolvers, ...translatableResolvers },
  Page: { ...pageResolvers, ...translatableResolvers },
  Guide: { ...guideResolvers, ...translatableResolvers },
  Review: { ...reviewResolvers, ...translatableResolvers },
  MediaItem: mediaItemResolvers,
  Category: categoryResolvers,
  Tag: tagResolvers,
  GuideCategory: guideCategoryResolvers,
  ReviewCategory: reviewCategoryResolvers,
  User: userResolvers,
  UserRole: userRoleResolvers,
  Menu: menuResolvers,
  MenuItem: menuItemResolvers,
  ContentType: contentTypeResolvers,
} as IResolvers<unknown, ContentContext>;
