import type { GetServerSidePropsContext, GetStaticPropsContext } from 'next';
import { failed } from '@/lib/backend-result';
import { toContentUri } from '@/lib/content/content-uri';
import { pageFound, pageMoved, type PageResult } from '@/lib/ssr/page-result';
import type { FrontPageModel } from '../templates/front-page/model';
import { resolveWordPressNode } from './resolve-wordpress-node';

/**
 * What `/` shows of WordPress: its front page as a section of the catalogue's home, or null when
 * WordPress has none there. A home URL that addresses content (`/?p=13`) is WordPress's: a post
 * elsewhere moved to its URI, and what an anonymous visitor may not see (a draft) not found.
 */
export async function loadFrontPage(
  context: GetServerSidePropsContext | GetStaticPropsContext,
  resolvedUrl = '/',
): Promise<PageResult<FrontPageModel | null>> {
  const addressesContent = toContentUri(resolvedUrl).includes('?');
  try {
    const result = await resolveWordPressNode(context);
    if (!result.ok) return addressesContent ? result : pageFound(null);
    if ('movedTo' in result.value) return pageMoved(result.value.movedTo);
    const { uri, page } = result.value.page;
    if (addressesContent && uri && !uri.includes('?') && uri !== '/') return pageMoved(uri);
    return pageFound(page.template === 'front-page' ? page.model : null);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    console.error('front page content unavailable:', detail);
    return failed('unavailable', detail);
  }
}
