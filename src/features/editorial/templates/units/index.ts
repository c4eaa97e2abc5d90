import type { TemplateName } from '../models/template-page';
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
 * Template name → template unit (query, variables, parse). The server builds a node's model with
 * its unit; wp-templates/ gives Faust the same units with their preview components. Typed from
 * `TemplateModels`: a name is declared there and nowhere else.
 */
export const templateUnits: TemplateUnits = {
  'front-page': FrontPageTemplate,
  home: HomeTemplate,
  archive: ArchiveTemplate,
  page: PageTemplate,
  single: SingleTemplate,
  singular: SingularTemplate,
  index: IndexTemplate,
};

/** The configured template names, for picking a node's template the way Faust does. */
export const TEMPLATE_NAMES = Object.keys(templateUnits) as TemplateName[];
