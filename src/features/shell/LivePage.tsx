import type { ComponentType } from 'react';
import { ShellHead } from '@/components/layout/SiteLayout';
import { LanguageAlternates } from '@/features/editorial/languages/LanguageAlternates';
import { languageOptionsOf } from '@/features/editorial/languages/language-props';
import { TranslationProvider } from '@/lib/i18n/TranslationProvider';
import type { ShellPageProps } from './app-props';

interface LivePageProps {
  Component: ComponentType<ShellPageProps>;
  pageProps: ShellPageProps;
}

/**
 * A page a client-side navigation opened, rendered in the browser into the first load's
 * `<main>`: its translations, the head every page shares, and the page. Loaded with the first
 * navigation, never with a first load.
 */
export default function LivePage({ Component, pageProps }: LivePageProps) {
  const languages = languageOptionsOf(pageProps);
  return (
    <TranslationProvider pageProps={pageProps}>
      <ShellHead publicPath={pageProps.publicPath} />
      {languages && <LanguageAlternates options={languages} />}
      <Component {...pageProps} />
    </TranslationProvider>
  );
}
