import type { FaustTemplateProps } from '@faustwp/core';
import type { ReactElement } from 'react';
import type { TemplateUnit } from '@/features/editorial/templates/define-template';
import type { TemplateName } from '@/features/editorial/templates/template-page';
import { templateUnits } from '@/features/editorial/templates/template-units';
import { previewView } from './preview-view';

/** A template as Faust takes it: the component it renders (previews only) carrying the unit's query and variables. */
export type FaustTemplate<Name extends TemplateName = TemplateName> = ((
  props: FaustTemplateProps<unknown>,
) => ReactElement | null) &
  TemplateUnit<Name>;

function faustTemplate<Name extends TemplateName>(unit: TemplateUnit<Name>): FaustTemplate<Name> {
  return Object.assign(previewView(unit.templateName, unit.toModel), unit);
}

/**
 * Faust's template map: each WordPress template's unit (src/features/editorial/templates/<name>/unit.ts)
 * with the component Faust renders for previews. Faust picks a node's template from it by its
 * candidates (src/lib/content/template-candidates.ts), as the server does from the units.
 */
const templates = Object.fromEntries(
  Object.entries(templateUnits).map(([name, unit]) => [name, faustTemplate(unit)]),
) as {
  [Name in TemplateName]: FaustTemplate<Name>;
};

export default templates;
