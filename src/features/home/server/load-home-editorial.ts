import { queryContent } from '@/lib/content/content-query';
import { parseHomeEditorial, type HomeEditorial } from '@/lib/content/home-editorial';
import { HOME_EDITORIAL_QUERY } from '../home-editorial-query';

export const HOME_LATEST_COUNT = 4;

const EMPTY: HomeEditorial = { guides: [], news: [] };

/** The latest guides and news; the home is the catalogue's, so without them it shows the rest. */
export async function loadHomeEditorial(): Promise<HomeEditorial> {
  try {
    const data = await queryContent(HOME_EDITORIAL_QUERY, { guides: HOME_LATEST_COUNT, news: HOME_LATEST_COUNT });
    const editorial = parseHomeEditorial(data);
    if (!editorial) console.error('home editorial: unexpected answer shape');
    return editorial ?? EMPTY;
  } catch (error) {
    console.error('home editorial unavailable:', error instanceof Error ? error.message : error);
    return EMPTY;
  }
}
