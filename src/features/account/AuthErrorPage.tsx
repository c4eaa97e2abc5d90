import NextLink from 'next/link';
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import Head from 'next/head';
import { useTranslation } from 'next-i18next/pages';
import { authErrorMessageKey } from '@/lib/auth/error-codes';

/** next-auth's error page: a human message for each code, and a way back to sign in. */
export function AuthErrorPage({ code }: { code: string | null }) {
  const { t } = useTranslation('common');
  return (
    <Stack spacing={5} py={12} maxW="2xl">
      <Head>
        <title key="title">{`${t('account.errorTitle')} - ${t('siteName')}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <Heading as="h1" size="xl">{t('account.errorTitle')}</Heading>
      <Text fontSize="lg" data-testid="auth-error-message">{t(authErrorMessageKey(code) ?? 'account.errors.default')}</Text>
      <Button as={NextLink} href="/login/" alignSelf="flex-start">{t('account.signIn')}</Button>
    </Stack>
  );
}
