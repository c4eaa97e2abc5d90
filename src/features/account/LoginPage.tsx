import { Alert, Button, FormControl, FormLabel, Heading, Input, Stack, Text } from '@chakra-ui/react';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { signIn } from 'next-auth/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { authErrorMessageKey } from '@/lib/auth/error-codes';
import { ChakraScope } from '@/theme/chakra/ChakraScope';

export interface LoginPageProps {
  callbackUrl: string;
  initialError: string | null;
}

/** The sign-in page: the account forms are built with Chakra, rendered on the server. */
export function LoginPage(props: LoginPageProps) {
  return (
    <ChakraScope>
      <LoginForm {...props} />
    </ChakraScope>
  );
}

function LoginForm({ callbackUrl, initialError }: LoginPageProps) {
  const { t } = useTranslation('common');
  const router = useRouter();
  const [error, setError] = useState<string | null>(initialError);
  const [submitting, setSubmitting] = useState(false);
  const messageKey = authErrorMessageKey(error);

  const onSubmit = async (event: FormEvent<HTMLDivElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget as unknown as HTMLFormElement);
    setSubmitting(true);
    const result = await signIn('credentials', {
      redirect: false,
      username: String(form.get('username') ?? ''),
      password: String(form.get('password') ?? ''),
      callbackUrl,
    });
    setSubmitting(false);
    if (!result || result.error) {
      setError(result?.error ?? 'Default');
      return;
    }
    await router.push(callbackUrl);
  };

  return (
    <Stack spacing={6} maxW="md" mx="auto" py={8}>
      <Head>
        <title key="title">{`${t('account.signInTitle')} - ${t('siteName')}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <Heading as="h1" size="xl">{t('account.signInTitle')}</Heading>
      <Text>{t('account.signInLead')}</Text>
      {messageKey && (
        <Alert status={error === 'SessionRequired' ? 'info' : 'error'} variant="left-accent" role="alert" data-testid="login-error">
          {t(messageKey)}
        </Alert>
      )}
      <Stack as="form" spacing={4} onSubmit={onSubmit} method="post" aria-label={t('account.signInTitle')}>
        <FormControl isRequired>
          <FormLabel htmlFor="username">{t('account.username')}</FormLabel>
          <Input id="username" name="username" autoComplete="username" />
        </FormControl>
        <FormControl isRequired>
          <FormLabel htmlFor="password">{t('account.password')}</FormLabel>
          <Input id="password" name="password" type="password" autoComplete="current-password" />
        </FormControl>
        <Button type="submit" isLoading={submitting} loadingText={t('account.signingIn')}>
          {t('account.signIn')}
        </Button>
      </Stack>
    </Stack>
  );
}
