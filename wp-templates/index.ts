import type { EditorialTemplate } from './editorial-template';
import ArchiveTemplate from './archive';
import FrontPageTemplate from './front-page';
import HomeTemplate from './home';
import IndexTemplate from './index-template';
import PageTemplate from './page';
import SingleTemplate from './single';
import SingularTemplate from './singular';

/**
 * Template name → template. Faust renders the first of a node's candidates (spec §2 "Template
 * selection", src/lib/content/template-candidates.ts) that this map holds.
 */
// `never`: the map holds templates whose extras differ; the catch-all passes each its own.
const templates: Record<string, EditorialTemplate<never>> = {
  'front-page': FrontPageTemplate,
  home: HomeTemplate,
  archive: ArchiveTemplate,
  page: PageTemplate,
  single: SingleTemplate,
  singular: SingularTemplate,
  index: IndexTemplate,
};

export default templates;
