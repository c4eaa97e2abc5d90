/**
 * A page's structured data (JSON-LD) travels as the page prop `structuredData`, built on the
 * server. The document writes it into the head and drops it from the page's hydration data: the
 * browser never renders it, so shipping it twice (script and `__NEXT_DATA__`) would only add bytes.
 * Client-side navigations do not show it either; crawlers read the server's HTML.
 */
export interface StructuredData {
  id: string;
  data: Record<string, unknown>;
}

export const STRUCTURED_DATA_PROP = 'structuredData';

interface NextDataProps {
  pageProps?: Record<string, unknown>;
  [key: string]: unknown;
}

/** The page's structured data, and its props without it (new objects: the page's own data is untouched). */
export function takeStructuredData<Props extends NextDataProps>(
  props: Props,
): { items: StructuredData[]; props: Props } {
  const pageProps = props.pageProps;
  if (!pageProps || !(STRUCTURED_DATA_PROP in pageProps)) return { items: [], props };
  const { [STRUCTURED_DATA_PROP]: items, ...rest } = pageProps;
  return { items: Array.isArray(items) ? (items as StructuredData[]) : [], props: { ...props, pageProps: rest } };
}

/** One JSON-LD document as script text; `<` is escaped so text from a backend can never close the script early. */
export function jsonLdText({ data }: StructuredData): string {
  return JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c');
}
