import type { GetServerSidePropsContext } from 'next';
import { toContentUri } from '@/lib/content/content-uri';
import { resolveWordPressNode, type WordPressNodeProps } from './resolve-wordpress-node';

/**
 * What `/` shows of WordPress. The home is the catalogue's; WordPress adds its front page as a
 * section. A home URL that addresses content (`/?p=13`) is WordPress's: a post elsewhere is a
 * redirect to its URI, and what an anonymous visitor may not see (a draft) is a 404.
 */
export type FrontPage =
  | { kind: 'section'; props: WordPressNodeProps }
  | { kind: 'none' }
  | { kind: 'notFound' }
  | { kind: 'redirect'; destination: string };

export async function loadFrontPage(context: GetServerSidePropsContext): Promise<FrontPage> {
  const addressesContent = toContentUri(context.resolvedUrl).includes('?');
  try {
    const result = await resolveWordPressNode(context);
    if ('notFound' in result) return addressesContent ? { kind: 'notFound' } : { kind: 'none' };
    const uri = result.props.__SEED_NODE__?.uri;
    if (addressesContent && uri && !uri.includes('?') && uri !== '/') return { kind: 'redirect', destination: uri };
    return { kind: 'section', props: result.props };
  } catch (error) {
    // The home is the catalogue's: without the content service it still answers, without the section.
    console.error('front page content unavailable:', error instanceof Error ? error.message : error);
    return { kind: 'none' };
  }
}
