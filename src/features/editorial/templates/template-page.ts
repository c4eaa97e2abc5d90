import type { ArchiveModel } from './archive/model';
import type { FrontPageModel } from './front-page/model';
import type { NewsPageModel } from './home/model';
import type { ContentPageModel } from './page/model';
import type { NewsPostModel } from './single/model';
import type { ArticleModel } from './singular/model';

/**
 * The templates, named once: template name → the model its view renders. Faust's map
 * (wp-templates/index.ts) and the views (TemplateView) are typed from it, so neither can hold a
 * name the other lacks.
 */
export interface TemplateModels {
  'front-page': FrontPageModel;
  home: NewsPageModel;
  archive: ArchiveModel;
  page: ContentPageModel;
  index: ContentPageModel;
  single: NewsPostModel;
  singular: ArticleModel;
}

export type TemplateName = keyof TemplateModels;

/** A WordPress node ready to render: which template, and the model it renders (plain data, as props). */
export type TemplatePage = { [Name in TemplateName]: { template: Name; model: TemplateModels[Name] } }[TemplateName];
