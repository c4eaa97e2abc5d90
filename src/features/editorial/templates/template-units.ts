import ArchiveTemplate from './archive/unit';
import type { TemplateUnit } from './define-template';
import FrontPageTemplate from './front-page/unit';
import HomeTemplate from './home/unit';
import IndexTemplate from './index/unit';
import PageTemplate from './page/unit';
import SingleTemplate from './single/unit';
import SingularTemplate from './singular/unit';
import type { TemplateName } from './template-page';

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
