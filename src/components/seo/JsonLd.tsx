import Head from 'next/head';

/**
 * Structured data as a JSON-LD script. `<` is escaped so text from a backend can never close the
 * script element early.
 */
export function JsonLd({ id, data }: { id: string; data: Record<string, unknown> }) {
  const json = JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c');
  return (
    <Head>
      <script key={`jsonld-${id}`} type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
    </Head>
  );
}
