import '../../faust.config';
import { ChakraProvider } from '@chakra-ui/react';
import { FaustProvider } from '@faustwp/core';
import type { AppProps } from 'next/app';
import type { Session } from 'next-auth';
import { SessionProvider } from 'next-auth/react';
import { appWithTranslation } from 'next-i18next/pages';
import { SiteLayout } from '@/components/layout/SiteLayout';
import { AccountMenu } from '@/features/account/AccountMenu';
import { SavedProductsProvider } from '@/features/account/SavedProductsProvider';
import { SearchBox } from '@/features/catalogue/search/SearchBox';
import { publicEnv } from '@/config/public-env';
import { theme } from '@/theme';
import nextI18nConfig from '../../next-i18next.config';

function App({ Component, pageProps }: AppProps<{ session?: Session | null }>) {
  return (
    <FaustProvider pageProps={pageProps}>
      <SessionProvider session={pageProps.session} refetchInterval={publicEnv.sessionPollSeconds} refetchOnWindowFocus>
        <SavedProductsProvider>
          <ChakraProvider theme={theme}>
            <SiteLayout search={<SearchBox />} account={<AccountMenu />}>
              <Component {...pageProps} />
            </SiteLayout>
          </ChakraProvider>
        </SavedProductsProvider>
      </SessionProvider>
    </FaustProvider>
  );
}

export default appWithTranslation(App, nextI18nConfig);
