import Head from 'next/head';

/** One structured-data document, built on the server (src/lib/seo/structured-data.ts). */
export interface StructuredData {
  id: string;
  data: Record<string, unknown>;
}

/**
 * Structured data as JSON-LD scripts. Built on the server and handed over as props, so its
 * builders stay out of the browser. `<` is escaped so text from a backend can never close the
 * script element early.
 */
export function JsonLd({ items }: { items: readonly StructuredData[] }) {
  return (
    <Head>
      {items.map(({ id, data }) => (
        <script
          key={`jsonld-${id}`}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c') }}
        />
      ))}
    </Head>
  );
}
