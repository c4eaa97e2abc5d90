import type { GetServerSideProps } from 'next';
import { SHARED_PAGE_CACHE_CONTROL } from '@/config/cache';
import { islandPage } from '@/components/islands/island-page';
import { loadShellProps } from '@/lib/ssr/shell-props';

/** How the site earns money and ranks offers: linked from every group of store links. */
export default islandPage<Record<string, never>>(() =>
  import('@/features/about/HowWeComparePage').then((module) => ({ default: module.HowWeComparePage })),
);

/** Rendered per request and shared by caches briefly: its shell links follow the content backend's menus. */
export const getServerSideProps: GetServerSideProps = async ({ locale, res }) => {
  res.setHeader('Cache-Control', SHARED_PAGE_CACHE_CONTROL);
  return { props: await loadShellProps(locale, ['about']) };
};
