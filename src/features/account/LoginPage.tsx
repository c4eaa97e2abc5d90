import { Alert, Button, FormControl, FormLabel, Heading, Input, Stack, Text } from '@chakra-ui/react';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { signIn } from 'next-auth/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { SiteLink } from '@/components/navigation/SiteLink';
import { authErrorMessage } from '@/lib/auth/error-codes';
import type { FormNotice } from '@/lib/auth/form-notice';
import { ChakraScope } from '@/theme/chakra/ChakraScope';
import { FormNoticeAlert } from './forms/FormNoticeAlert';
import { ProviderSignInForm } from './forms/ProviderSignInForm';

export interface LoginPageProps {
  callbackUrl: string;
  initialError: string | null;
  /** next-auth's CSRF token, so the forms post without JavaScript too. */
  csrfToken: string;
  /** The identity provider's name when one is configured. */
  providerName: string | null;
  notice: FormNotice | null;
}

/** The sign-in page: the account forms are built with Chakra, rendered on the server. */
export function LoginPage(props: LoginPageProps) {
  return (
    <ChakraScope>
      <LoginForm {...props} />
    </ChakraScope>
  );
}

function LoginForm({ callbackUrl, initialError, csrfToken, providerName, notice }: LoginPageProps) {
  const { t } = useTranslation('common');
  const router = useRouter();
  const [error, setError] = useState<string | null>(initialError);
  const [submitting, setSubmitting] = useState(false);
  const message = authErrorMessage(error);

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
      <Heading as="h1" size="xl">
        {t('account.signInTitle')}
      </Heading>
      <Text>{t('account.signInLead')}</Text>
      <FormNoticeAlert notice={notice} />
      {message && (
        <Alert
          status={error === 'SessionRequired' ? 'info' : 'error'}
          variant="left-accent"
          role="alert"
          data-testid="login-error"
        >
          {t(message.key, message.values)}
        </Alert>
      )}
      <Stack
        as="form"
        spacing={4}
        onSubmit={onSubmit}
        action="/api/auth/callback/credentials/"
        method="post"
        aria-label={t('account.signInTitle')}
      >
        <input type="hidden" name="csrfToken" value={csrfToken} />
        <input type="hidden" name="callbackUrl" value={callbackUrl} />
        <FormControl isRequired>
          <FormLabel htmlFor="username">{t('account.username')}</FormLabel>
          <Input id="username" name="username" type="text" autoComplete="username" />
        </FormControl>
        <FormControl isRequired>
          <FormLabel htmlFor="password">{t('account.password')}</FormLabel>
          <Input id="password" name="password" type="password" autoComplete="current-password" />
        </FormControl>
        <Button type="submit" isLoading={submitting} loadingText={t('account.signingIn')}>
          {t('account.signIn')}
        </Button>
      </Stack>
      <SiteLink href="/login/forgot/" data-testid="forgot-link">
        {t('account.signInExtra.forgot')}
      </SiteLink>
      {providerName && (
        <ProviderSignInForm
          csrfToken={csrfToken}
          callbackUrl={callbackUrl}
          label={t('account.signInExtra.withProvider', { name: providerName })}
          testId="provider-sign-in"
        />
      )}
      <Text>
        {t('account.signInExtra.noAccount')} <SiteLink href="/signup/">{t('account.signInExtra.create')}</SiteLink>
      </Text>
    </Stack>
  );
}
