import { contentRead } from '@/lib/content/content-query';
import { parseHomeEditorial, type HomeEditorial } from '@/lib/content/home-editorial';
import { HOME_EDITORIAL_QUERY } from './home-editorial-query';

/** The latest guides and news, newest first. */
export const getHomeEditorial = contentRead<{ guides: number; news: number }, HomeEditorial>({
  name: 'home editorial',
  query: HOME_EDITORIAL_QUERY,
  parse: parseHomeEditorial,
});
