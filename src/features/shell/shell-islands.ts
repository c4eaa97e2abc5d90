import dynamic from 'next/dynamic';
import { defineIsland } from '@/components/islands/island';
import type { HeaderIslandProps } from './HeaderIslandBar';

/** The header's bar: search, language, colour mode, account menu and navigation. */
export const HeaderIsland = defineIsland<HeaderIslandProps>({
  name: 'header',
  strings: [
    'siteName',
    'nav',
    'search',
    'language',
    'colorMode',
    'account.signIn',
    'account.menu',
    'account.savedProducts',
    'account.notificationsLink',
    'account.signOut',
    'account.unread',
  ],
  component: dynamic(() => import('./HeaderIslandBar')),
});

/** The way back to the top, shown once the page is scrolled down. */
export const ScrollToTopIsland = defineIsland<Record<string, never>>({
  name: 'scroll-to-top',
  strings: ['scrollToTop'],
  component: dynamic(() => import('@/components/layout/ScrollToTopButton').then((module) => module.ScrollToTopButton)),
});
