/**
 * What a template hands its view: Faust's query data (validated by the view's parser), whether
 * Faust is still loading it client-side, and the server-only extras.
 */
export interface TemplateViewProps<Extras = never> {
  data: unknown;
  loading?: boolean;
  extras?: Extras | null;
}

/** A named field of template data whose shape the view's parser checks. */
export function dataField(data: unknown, name: string): unknown {
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[name] : undefined;
}
