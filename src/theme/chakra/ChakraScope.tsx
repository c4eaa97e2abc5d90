import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ColorModeProvider, CSSPolyfill, EnvironmentProvider, PortalManager, ThemeProvider } from '@chakra-ui/react';
import { useContext, type ReactNode } from 'react';
import { chakraTheme } from './chakra-theme';
import { EmotionCacheContext } from './emotion-cache-context';

let browserCache: EmotionCache | undefined;

/**
 * The page's own window and document: the site is never drawn inside a frame, and without it every
 * scope would write a `<span id="__chakra_env">`, a duplicate id when a page holds two scopes.
 */
const PAGE_ENVIRONMENT = { getDocument: () => document, getWindow: () => window };

/**
 * In the browser, one cache for the page's life; its key matches the server's, so the styles the
 * server sent are reused. A server render without `_document`'s cache gets its own.
 */
function fallbackCache(): EmotionCache {
  if (typeof window === 'undefined') return createCache({ key: 'css' });
  browserCache ??= createCache({ key: 'css', prepend: true });
  return browserCache;
}

/**
 * Chakra for one part of a page (a dialog, a drawer, an account form), loaded with that part.
 * No CSS reset or global style: the site's own CSS is the base. On the server the request's cache
 * comes from `_document`, which moves the critical CSS into the head.
 */
export function ChakraScope({ children }: { children: ReactNode }) {
  const serverCache = useContext(EmotionCacheContext) as EmotionCache | null;
  return (
    <CacheProvider value={serverCache ?? fallbackCache()}>
      <ThemeProvider theme={chakraTheme}>
        <ColorModeProvider options={chakraTheme.config}>
          <CSSPolyfill />
          <PortalManager zIndex={1400}>
            <EnvironmentProvider environment={PAGE_ENVIRONMENT} disabled>
              {children}
            </EnvironmentProvider>
          </PortalManager>
        </ColorModeProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
