// Every page's server bundle loads the document first: Faust is registered before any props are read.
import '@/faust';
import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import type { AppType } from 'next/app';
import type { NextComponentType } from 'next';
import Document, { Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from 'next/document';
import type { ComponentProps } from 'react';
import { AfterPaintHead } from '@/components/document/AfterPaintHead';
import { isIslandPage } from '@/components/islands/island-page';
import { firstLoadPageProps } from '@/features/shell/island-page-data';
import { AFTER_PAINT_LOADER } from '@/lib/document/after-paint-loader.mjs';
import { COLOR_MODE_SCRIPT } from '@/lib/security/color-mode-script.mjs';
import { jsonLdText, takeStructuredData } from '@/lib/seo/page-structured-data';
import { tokensCss } from '@/theme/tokens-css';
import { DEFAULT_LOCALE } from '@/config/locales';

const TOKENS_CSS = tokensCss();

interface EmotionStyle {
  key: string;
  ids: string[];
  css: string;
}

type Props = DocumentInitialProps & { emotionStyles: EmotionStyle[]; islandPage: boolean };

/**
 * The document: the colour tokens, the page's critical Chakra CSS and its structured data in the
 * head. Emotion's server API extracts the rules the page rendered (each once), so no `<style>`
 * lands inside the body. An island page's hydration data is only what its islands need
 * (features/shell/island-page-data.ts).
 */
export default class SiteDocument extends Document<Props> {
  static async getInitialProps(context: DocumentContext): Promise<Props> {
    const cache = createCache({ key: 'css' });
    const { extractCriticalToChunks } = createEmotionServer(cache);
    const renderPage = context.renderPage;
    let page: NextComponentType | null = null;
    context.renderPage = () =>
      renderPage({
        enhanceApp: (App: AppType) =>
          function AppWithEmotionCache(props: ComponentProps<AppType>) {
            return <App {...props} {...{ emotionCache: cache }} />;
          },
        enhanceComponent: (Component: NextComponentType) => (page = Component),
      });
    const initialProps = await Document.getInitialProps(context);
    const { styles } = extractCriticalToChunks(initialProps.html);
    return {
      ...initialProps,
      emotionStyles: styles.filter((style) => style.css.length > 0),
      islandPage: isIslandPage(page),
    };
  }

  render() {
    // NextScript serialises this same object later in the render: the structured data is written
    // once, here, instead of also riding along in the hydration data.
    const nextData = this.props.__NEXT_DATA__;
    const { items: structuredData, props } = takeStructuredData(nextData.props);
    nextData.props = this.props.islandPage
      ? { ...props, pageProps: firstLoadPageProps(this.props.html, props.pageProps, nextData.locale ?? DEFAULT_LOCALE) }
      : props;
    return (
      <Html>
        <AfterPaintHead>
          <style id="theme-tokens" dangerouslySetInnerHTML={{ __html: TOKENS_CSS }} />
          {this.props.emotionStyles.map((style) => (
            <style
              key={style.key}
              data-emotion={`${style.key} ${style.ids.join(' ')}`}
              dangerouslySetInnerHTML={{ __html: style.css }}
            />
          ))}
          <link rel="icon" href="/favicon.ico" sizes="32x32" />
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
          {structuredData.map((item) => (
            <script key={item.id} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(item) }} />
          ))}
        </AfterPaintHead>
        <body>
          {/* Blocking on purpose: the colour mode must be set before the first paint. */}
          <script dangerouslySetInnerHTML={{ __html: COLOR_MODE_SCRIPT }} />
          <Main />
          <NextScript />
          {/* After NextScript: the page's data is in place before any script it loads runs. */}
          <script dangerouslySetInnerHTML={{ __html: AFTER_PAINT_LOADER }} />
        </body>
      </Html>
    );
  }
}
