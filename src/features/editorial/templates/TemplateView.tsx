import type { ComponentType } from 'react';
import { ArchiveView } from './archive/ArchiveView';
import { FrontPageSection } from './front-page/FrontPageSection';
import { PostsPageView } from './home/PostsPageView';
import { ContentPageView } from './page/ContentPageView';
import { NewsPostView } from './single/NewsPostView';
import { ArticlePage } from './singular/ArticlePage';
import type { TemplateModels, TemplateName, TemplatePage } from './template-page';

/**
 * Each template's view, by the names `TemplateModels` declares (typed: a missing or extra name does
 * not compile). The views are imported, not loaded on demand: their code is small, and styles
 * split off per view would make every page carry the loader for style sheets.
 */
const VIEWS: { [Name in TemplateName]: ComponentType<{ model: TemplateModels[Name] }> } = {
  singular: ArticlePage,
  page: ContentPageView,
  index: ContentPageView,
  single: NewsPostView,
  archive: ArchiveView,
  home: PostsPageView,
  'front-page': FrontPageSection,
};

/** Renders a WordPress node with its template's view. */
export function TemplateView({ page }: { page: TemplatePage }) {
  const View = VIEWS[page.template] as ComponentType<{ model: TemplatePage['model'] }>;
  return <View model={page.model} />;
}
