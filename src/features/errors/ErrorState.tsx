import NextLink from 'next/link';
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import Head from 'next/head';
import { useTranslation } from 'next-i18next/pages';

export type ErrorKind = 'notFound' | 'serverError' | 'unavailable' | 'contentUnavailable';

const COPY: Record<ErrorKind, { title: string; body: string }> = {
  notFound: { title: 'errors.notFoundTitle', body: 'errors.notFoundBody' },
  serverError: { title: 'errors.serverErrorTitle', body: 'errors.serverErrorBody' },
  unavailable: { title: 'errors.unavailableTitle', body: 'errors.unavailableBody' },
  // The content service (articles, pages, news) is down, not the price service.
  contentUnavailable: { title: 'editorial.errors.unavailableTitle', body: 'editorial.errors.unavailableBody' },
};

/** The one error screen: inside the site's layout, in the reader's language, never a stack trace. */
export function ErrorState({ kind }: { kind: ErrorKind }) {
  const { t } = useTranslation('common');
  const copy = COPY[kind];
  return (
    <Stack spacing={5} py={16} maxW="2xl" data-testid={`error-${kind}`}>
      <Head>
        <title key="title">{`${t(copy.title)} - ${t('siteName')}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <Heading as="h1" size="xl">{t(copy.title)}</Heading>
      <Text fontSize="lg">{t(copy.body)}</Text>
      <Stack direction="row" spacing={3}>
        <Button as={NextLink} href="/">{t('errors.backHome')}</Button>
        {kind !== 'notFound' && (
          <Button as="a" href="" variant="outline">{t('errors.tryAgain')}</Button>
        )}
      </Stack>
    </Stack>
  );
}
