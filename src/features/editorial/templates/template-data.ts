/** A named field of template data whose shape the model's parser checks. */
export function dataField(data: unknown, name: string): unknown {
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[name] : undefined;
}
