import { Box, Container } from '@chakra-ui/react';
import Head from 'next/head';
import { useRouter } from 'next/router';
import type { ReactNode } from 'react';
import type { LanguageOption } from '@/lib/content/language-links';
import { useTranslation } from 'next-i18next/pages';
import { SiteMeta } from '../seo/SiteMeta';
import { RouteLoadingScreen, useRouteLoading } from './RouteLoadingScreen';
import { ScrollToTopButton } from './ScrollToTopButton';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

interface SiteLayoutProps {
  children: ReactNode;
  search?: ReactNode;
  account?: ReactNode;
  languages?: readonly LanguageOption[] | null;
}

/** The bottom component is left out on authentication paths (spec §2 "Layout"). */
export function showsFooter(pathname: string): boolean {
  return !pathname.includes('authenticate');
}

export function SiteLayout({ children, search, account, languages }: SiteLayoutProps) {
  const { t } = useTranslation('common');
  const router = useRouter();
  const loading = useRouteLoading();
  return (
    <>
      <Head>
        {/* Fallback title; every page sets its own, which replaces this one. */}
        <title key="title">{t('fallbackTitle')}</title>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <SiteMeta />
      <a href="#main" className="skip-link">{t('skipToContent')}</a>
      <Box minH="100vh" display="flex" flexDirection="column">
        <SiteHeader search={search} account={account} languages={languages} />
        <Container as="main" id="main" maxW="container.xl" flex="1" py={6}>
          {loading ? <RouteLoadingScreen /> : children}
        </Container>
        {showsFooter(router.asPath) && <SiteFooter />}
        <ScrollToTopButton />
      </Box>
    </>
  );
}
