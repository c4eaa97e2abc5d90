import type { DocumentNode } from '@apollo/client';
import type { FaustTemplateProps } from '@faustwp/core';
import type { ReactElement } from 'react';
import type { TemplateSeedNode } from '@/lib/content/template-candidates';

/** The seed fields our templates build their variables from (Faust's GetSeedNode answer). */
export type SeedNodeFields = TemplateSeedNode & { uri?: string; id?: string };

export interface TemplateContext {
  asPreview?: boolean;
  locale?: string;
}

/**
 * A Faust template: its `query` and `variables` (Faust runs them for every page, on the server)
 * and a component Faust renders only for previews (wp-templates/preview-view.tsx).
 */
export interface EditorialTemplate {
  (props: FaustTemplateProps<unknown>): ReactElement | null;
  query: DocumentNode;
  variables?: (seedNode: SeedNodeFields, context?: TemplateContext) => Record<string, unknown>;
}

/** Every template variable set carries `asPreview`: the content link only authenticates previews. */
export function byDatabaseId(seedNode: SeedNodeFields, context?: TemplateContext) {
  return { databaseId: String(seedNode.databaseId ?? ''), asPreview: context?.asPreview ?? false };
}

export function byUri(seedNode: SeedNodeFields) {
  return { uri: seedNode.uri ?? '/' };
}

/** A template from its parts: the preview component gets the query and variables Faust reads. */
export function editorialTemplate(parts: {
  query: DocumentNode;
  variables: EditorialTemplate['variables'];
  preview: (props: FaustTemplateProps<unknown>) => ReactElement | null;
}): EditorialTemplate {
  return Object.assign(parts.preview, { query: parts.query, variables: parts.variables });
}
