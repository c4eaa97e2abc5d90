import type { HomeEditorial } from '@/lib/content/home-editorial';
import { getHomeEditorial } from '../home-editorial-read';

export const HOME_LATEST_COUNT = 4;

const EMPTY: HomeEditorial = { guides: [], news: [] };

/** The latest guides and news; the home is the catalogue's, so without them it shows the rest. */
export async function loadHomeEditorial(): Promise<HomeEditorial> {
  const editorial = await getHomeEditorial({ guides: HOME_LATEST_COUNT, news: HOME_LATEST_COUNT });
  if (editorial.ok) return editorial.value;
  console.error(`home editorial: ${editorial.failure}${editorial.detail ? ` (${editorial.detail})` : ''}`);
  return EMPTY;
}
