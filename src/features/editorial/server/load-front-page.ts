import type { GetServerSidePropsContext, GetStaticPropsContext } from 'next';
import { toContentUri } from '@/lib/content/content-uri';
import type { FrontPageModel } from '../templates/front-page/model';
import { resolveWordPressNode } from './resolve-wordpress-node';

/**
 * What `/` shows of WordPress. The home is the catalogue's; WordPress adds its front page as a
 * section. A home URL that addresses content (`/?p=13`) is WordPress's: a post elsewhere is a
 * redirect to its URI, and what an anonymous visitor may not see (a draft) is a 404.
 */
export type FrontPage =
  | { kind: 'section'; model: FrontPageModel }
  | { kind: 'none' }
  | { kind: 'notFound' }
  | { kind: 'redirect'; destination: string };

export async function loadFrontPage(
  context: GetServerSidePropsContext | GetStaticPropsContext,
  resolvedUrl = '/',
): Promise<FrontPage> {
  const addressesContent = toContentUri(resolvedUrl).includes('?');
  try {
    const result = await resolveWordPressNode(context);
    if ('notFound' in result) return addressesContent ? { kind: 'notFound' } : { kind: 'none' };
    const { uri, page } = result.props;
    if (addressesContent && uri && !uri.includes('?') && uri !== '/') return { kind: 'redirect', destination: uri };
    return page.template === 'front-page' ? { kind: 'section', model: page.model } : { kind: 'none' };
  } catch (error) {
    // The home is the catalogue's: without the content service it still answers, without the section.
    console.error('front page content unavailable:', error instanceof Error ? error.message : error);
    return { kind: 'none' };
  }
}
