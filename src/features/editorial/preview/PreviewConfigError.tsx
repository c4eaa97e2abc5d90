import { Heading, Stack, Text } from '@chakra-ui/react';
import Head from 'next/head';
import { useTranslation } from 'next-i18next/pages';

/** Faust's own message (spec §5) for a preview link that lacks `previewPathname`. */
export const MISSING_PREVIEW_PATHNAME_MESSAGE =
  'The URL must contain the proper "previewPathname" query param for previews.';

export function PreviewConfigError() {
  const { t } = useTranslation('common');
  return (
    <Stack spacing={4} py={12} maxW="2xl" data-testid="preview-config-error">
      <Head>
        <title key="title">{`${t('editorial.preview.errorTitle')} - ${t('siteName')}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <Heading as="h1" size="xl">{t('editorial.preview.errorTitle')}</Heading>
      <Text fontSize="lg">{MISSING_PREVIEW_PATHNAME_MESSAGE}</Text>
    </Stack>
  );
}
