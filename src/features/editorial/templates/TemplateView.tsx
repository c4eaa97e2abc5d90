import { ArchiveView } from '../archive/ArchiveView';
import { ArticlePage } from '../article/ArticlePage';
import { FrontPageSection } from '../front-page/FrontPageSection';
import { NewsIndex } from '../news/NewsIndex';
import { ContentPageView } from '../page/ContentPageView';
import { NewsPostView } from '../post/NewsPostView';
import type { TemplatePage } from './models/template-page';

/**
 * Renders a WordPress node with its template's view. The views are imported, not loaded on
 * demand: their code is small, and styles split off per view would make every page carry the
 * loader for style sheets.
 */
export function TemplateView({ page }: { page: TemplatePage }) {
  switch (page.template) {
    case 'singular':
      return <ArticlePage model={page.model} />;
    case 'page':
    case 'index':
      return <ContentPageView model={page.model} />;
    case 'single':
      return <NewsPostView model={page.model} />;
    case 'archive':
      return <ArchiveView model={page.model} />;
    case 'home':
      return <NewsIndex page={1} category={null} {...page.model} />;
    case 'front-page':
      return <FrontPageSection model={page.model} />;
  }
}
