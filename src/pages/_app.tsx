import '../../faust.config';
import { ChakraProvider } from '@chakra-ui/react';
import { FaustProvider } from '@faustwp/core';
import type { AppProps } from 'next/app';
import type { Session } from 'next-auth';
import { SessionProvider } from 'next-auth/react';
import { appWithTranslation } from 'next-i18next/pages';
import { SiteLayout } from '@/components/layout/SiteLayout';
import { publicEnv } from '@/config/public-env';
import { AccountMenu } from '@/features/account/AccountMenu';
import { SavedProductsProvider } from '@/features/account/SavedProductsProvider';
import { SearchBox } from '@/features/catalogue/search/SearchBox';
import { LanguageAlternates } from '@/features/editorial/languages/LanguageAlternates';
import { languageOptionsOf } from '@/features/editorial/languages/language-props';
import { theme } from '@/theme';
import nextI18nConfig from '../../next-i18next.config';

function App({ Component, pageProps }: AppProps<{ session?: Session | null }>) {
  const languages = languageOptionsOf(pageProps);
  return (
    <FaustProvider pageProps={pageProps}>
      <SessionProvider session={pageProps.session} refetchInterval={publicEnv.sessionPollSeconds} refetchOnWindowFocus>
        <SavedProductsProvider>
          <ChakraProvider theme={theme}>
            <SiteLayout search={<SearchBox />} account={<AccountMenu />} languages={languages}>
              <Component {...pageProps} />
            </SiteLayout>
            {/* After the layout's defaults, so WordPress's own translations win where a page has them. */}
            {languages && <LanguageAlternates options={languages} />}
          </ChakraProvider>
        </SavedProductsProvider>
      </SessionProvider>
    </FaustProvider>
  );
}

export default appWithTranslation(App, nextI18nConfig);
