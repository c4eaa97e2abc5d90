import type { TemplateName } from '@/features/editorial/templates/models/template-page';
import ArchiveTemplate from './archive';
import type { EditorialTemplate } from './editorial-template';
import FrontPageTemplate from './front-page';
import HomeTemplate from './home';
import IndexTemplate from './index-template';
import PageTemplate from './page';
import SingleTemplate from './single';
import SingularTemplate from './singular';

/**
 * Template name → Faust template (query, variables, preview view). A node gets the first of its
 * candidates (src/lib/content/template-candidates.ts) that this map holds.
 */
const templates: Record<TemplateName, EditorialTemplate> = {
  'front-page': FrontPageTemplate,
  home: HomeTemplate,
  archive: ArchiveTemplate,
  page: PageTemplate,
  single: SingleTemplate,
  singular: SingularTemplate,
  index: IndexTemplate,
};

export default templates;
