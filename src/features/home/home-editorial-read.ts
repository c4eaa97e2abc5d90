import { contentRead } from '@/lib/content/content-query';
import { rawHomeEditorial, toHomeEditorial } from '@/lib/content/home-editorial';
import { HOME_EDITORIAL_QUERY } from './home-editorial-query';

/** The latest guides and news, newest first. */
export const getHomeEditorial = contentRead({
  name: 'home editorial',
  query: HOME_EDITORIAL_QUERY,
  answer: rawHomeEditorial,
  parse: toHomeEditorial,
});
