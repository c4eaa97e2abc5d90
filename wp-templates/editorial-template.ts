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
 * A Faust template: component, `query` and `variables`. Templates stay thin (every page's
 * bundle holds them, because Faust's config does): the view they render is loaded with
 * next/dynamic, still server-rendered. What the catch-all checks and loads on the server
 * (content present? pricing and REST extras) is in src/features/editorial/server/template-rules.ts.
 */
export interface EditorialTemplate<Extras = unknown> {
  (props: FaustTemplateProps<unknown, { templateExtras?: Extras | null }>): ReactElement | null;
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
