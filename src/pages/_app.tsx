import '../../faust.config';
import { ChakraProvider } from '@chakra-ui/react';
import { FaustProvider } from '@faustwp/core';
import type { AppProps } from 'next/app';
import { appWithTranslation } from 'next-i18next/pages';
import { SiteLayout } from '@/components/layout/SiteLayout';
import { SearchBox } from '@/features/catalogue/search/SearchBox';
import { LanguageAlternates } from '@/features/editorial/languages/LanguageAlternates';
import { languageOptionsOf } from '@/features/editorial/languages/language-props';
import { theme } from '@/theme';
import nextI18nConfig from '../../next-i18next.config';

function App({ Component, pageProps }: AppProps) {
  const languages = languageOptionsOf(pageProps);
  return (
    <FaustProvider pageProps={pageProps}>
      <ChakraProvider theme={theme}>
        {languages && <LanguageAlternates options={languages} />}
        <SiteLayout search={<SearchBox />} languages={languages}>
          <Component {...pageProps} />
        </SiteLayout>
      </ChakraProvider>
    </FaustProvider>
  );
}

export default appWithTranslation(App, nextI18nConfig);
