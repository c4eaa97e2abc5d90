import type { DocumentNode } from '@apollo/client';
import type { BackendResult } from '@/lib/backend-result';
import type { TemplateSeedNode } from '@/lib/content/template-candidates';
import type { ModelContext } from './model-context';
import type { TemplateModels, TemplateName } from './template-page';

/** The seed fields our templates build their variables from (Faust's GetSeedNode answer). */
export type SeedNodeFields = TemplateSeedNode & { uri?: string; id?: string };

export interface TemplateContext {
  asPreview?: boolean;
  locale?: string;
}

/** The one parse of a template's data into the model its view renders (server and previews alike). */
export type ToModel<Name extends TemplateName> = (
  data: unknown,
  context: ModelContext,
) => BackendResult<TemplateModels[Name]>;

/**
 * One WordPress template, read in one place: its name, its `query` and `variables` (Faust runs
 * them for every page, on the server), and `toModel`, which parses the answer once into the model
 * the view `TemplateView` picks by name renders. Each template's folder holds its `query.ts`,
 * `model.ts`, view and `unit.ts` (this, made by `defineTemplate`). Published pages are built on the
 * server with the unit (../server/template-models.ts); wp-templates/ hands each unit to Faust with
 * the component Faust renders for previews. A unit imports no view: its query and zod parsers must
 * stay out of published pages' bundles.
 */
export interface TemplateUnit<Name extends TemplateName = TemplateName> {
  templateName: Name;
  query: DocumentNode;
  variables?: (seedNode: SeedNodeFields, context?: TemplateContext) => Record<string, unknown>;
  toModel: ToModel<Name>;
}

/** Every template variable set carries `asPreview`: the content link only authenticates previews. */
export function byDatabaseId(seedNode: SeedNodeFields, context?: TemplateContext) {
  return { databaseId: String(seedNode.databaseId ?? ''), asPreview: context?.asPreview ?? false };
}

export function byUri(seedNode: SeedNodeFields) {
  return { uri: seedNode.uri ?? '/' };
}

export function defineTemplate<Name extends TemplateName>(unit: {
  name: Name;
  query: DocumentNode;
  variables: NonNullable<TemplateUnit<Name>['variables']>;
  toModel: ToModel<Name>;
}): TemplateUnit<Name> {
  return { templateName: unit.name, query: unit.query, variables: unit.variables, toModel: unit.toModel };
}
