import type { GetServerSideProps } from 'next';
import { FaustProvider, WordPressTemplate } from '@/faust';
import { PreviewConfigError } from '@/features/editorial/preview/PreviewConfigError';
import { loadShellProps } from '@/lib/ssr/shell-props';
import { PRIVATE_CACHE_CONTROL } from '@/config/cache';

interface Props {
  missingPathname: boolean;
}

/**
 * Editors' previews of unpublished content. Faust runs the whole flow in the browser: no token →
 * WordPress `/generate` login → back with `?code=` → token in memory → `asPreview` queries with a
 * bearer header. Nothing here is cached: drafts are private.
 */
export default function Preview({ missingPathname, ...props }: Props) {
  if (missingPathname) return <PreviewConfigError />;
  // Only previews run Faust and Apollo in the browser; published pages arrive rendered.
  return (
    <FaustProvider pageProps={props}>
      <WordPressTemplate {...props} />
    </FaustProvider>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async (context) => {
  context.res.setHeader('Cache-Control', PRIVATE_CACHE_CONTROL);
  context.res.setHeader('X-Robots-Tag', 'noindex');
  // Without preview=true there is nothing to preview: Faust would look up "/preview/" itself as
  // content and render an empty page. A visitor who opens the address gets the not-found page.
  if (context.query.preview !== 'true') return { notFound: true };
  const pathname = context.query.previewPathname;
  // Checked here so the message (docs/PRODUCT.md §2 "Templates") is a page with a 400, not a client-side crash.
  const missingPathname = typeof pathname !== 'string' || pathname.trim() === '';
  if (missingPathname) context.res.statusCode = 400;
  return { props: { ...(await loadShellProps(context.locale, ['editorial'])), missingPathname } };
};
