import '@/styles/global.css';
import '@/styles/site-styles';
import { lazy } from 'react';
import { BrowserApp } from '@/features/shell/BrowserApp';
import type { SiteAppProps } from '@/features/shell/app-props';

/** The app as the server renders it: a chunk the browser never loads. */
const ServerApp = lazy(() => import('@/features/shell/ServerApp'));

/**
 * The shell every page shares. The server renders the whole page (ServerApp); the browser keeps
 * that HTML and hydrates only its islands, and renders the pages client-side navigations open
 * (BrowserApp). Neither holds Chakra, Faust or Apollo: pages that use them load them.
 */
export default function App(props: SiteAppProps) {
  return typeof window === 'undefined' ? <ServerApp {...props} /> : <BrowserApp {...props} />;
}
