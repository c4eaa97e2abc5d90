import { ColorModeScript } from '@chakra-ui/react';
import NextDocument, { Head, Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from 'next/document';
import { theme } from '@/theme';

interface DocumentProps extends DocumentInitialProps {
  nonce?: string;
}

/** Marks Next's and Chakra's inline scripts with the request's CSP nonce (set by src/proxy.ts). */
export default class Document extends NextDocument<DocumentProps> {
  static async getInitialProps(context: DocumentContext): Promise<DocumentProps> {
    const initial = await NextDocument.getInitialProps(context);
    const nonce = context.req?.headers['x-nonce'];
    return { ...initial, nonce: typeof nonce === 'string' ? nonce : undefined };
  }

  render() {
    const { nonce } = this.props;
    return (
      <Html>
        <Head nonce={nonce}>
          <link rel="icon" href="/favicon.ico" sizes="32x32" />
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        </Head>
        <body>
          <ColorModeScript initialColorMode={theme.config.initialColorMode} nonce={nonce} />
          <Main />
          <NextScript nonce={nonce} />
        </body>
      </Html>
    );
  }
}
