import type { TemplateName } from '@/features/editorial/templates/models/template-page';
import ArchiveTemplate from './archive';
import type { TemplateUnit } from './define-template';
import FrontPageTemplate from './front-page';
import HomeTemplate from './home';
import IndexTemplate from './index-template';
import PageTemplate from './page';
import SingleTemplate from './single';
import SingularTemplate from './singular';

export type TemplateUnits = { [Name in TemplateName]: TemplateUnit<Name> };

/**
 * Template name → template unit (query, variables, parse, preview). Faust picks a node's template
 * from this map by its candidates (src/lib/content/template-candidates.ts); the server builds the
 * model with the same unit. Typed from `TemplateModels`: a name is declared there and nowhere else.
 */
const templates: TemplateUnits = {
  'front-page': FrontPageTemplate,
  home: HomeTemplate,
  archive: ArchiveTemplate,
  page: PageTemplate,
  single: SingleTemplate,
  singular: SingularTemplate,
  index: IndexTemplate,
};

/** The configured template names, for picking a node's template the way Faust does. */
export const TEMPLATE_NAMES = Object.keys(templates) as TemplateName[];

export default templates;
