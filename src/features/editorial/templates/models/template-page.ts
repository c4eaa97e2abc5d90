import type { ArchiveModel } from './archive-model';
import type { ArticleModel } from './article-model';
import type { ContentPageModel } from './content-page-model';
import type { FrontPageModel } from './front-page-model';
import type { NewsPageModel } from './news-page-model';
import type { NewsPostModel } from './news-post-model';

/** A WordPress node ready to render: which template, and the model it renders (plain data, as props). */
export type TemplatePage =
  | { template: 'front-page'; model: FrontPageModel }
  | { template: 'home'; model: NewsPageModel }
  | { template: 'archive'; model: ArchiveModel }
  | { template: 'page'; model: ContentPageModel }
  | { template: 'index'; model: ContentPageModel }
  | { template: 'single'; model: NewsPostModel }
  | { template: 'singular'; model: ArticleModel };

export type TemplateName = TemplatePage['template'];

/** The templates, in one place: Faust's map, the server's models and the views all follow it. */
export const TEMPLATE_NAMES = ['front-page', 'home', 'archive', 'page', 'single', 'singular', 'index'] as const satisfies readonly TemplateName[];
