import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import Head from 'next/head';
import { useTranslation } from '@/lib/i18n/use-translation';
import { SiteLink } from '@/components/navigation/SiteLink';
import type { AccountFormProps } from '@/lib/auth/account-page-props';
import { ChakraScope } from '@/theme/chakra/ChakraScope';
import { FormNoticeAlert } from './forms/FormNoticeAlert';
import { PasswordInput } from './forms/PasswordInput';
import { ProgressiveForm } from './forms/ProgressiveForm';
import { ProviderSignInForm } from './forms/ProviderSignInForm';
import { TextInput } from './forms/TextInput';
import { localePrefix } from '@/config/locales';

export interface SignupPageProps extends AccountFormProps {
  /** What was typed before a refusal, to fill the form again (never the password). */
  email: string;
  name: string;
}

/** `/signup/`: email, name and password; the answer is "check your email" whoever the address is. */
export function SignupPage(props: SignupPageProps) {
  return (
    <ChakraScope>
      <SignupForm {...props} />
    </ChakraScope>
  );
}

function SignupForm({ locale, notice, csrfToken, providerName, email, name }: SignupPageProps) {
  const { t } = useTranslation('common');
  const done = notice?.key === 'status.check_email';
  return (
    <Stack spacing={6} maxW="md" mx="auto" py={8}>
      <Head>
        <title key="title">{`${t('account.signUp.title')} - ${t('siteName')}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <Heading as="h1" size="xl">
        {done ? t('account.signUp.checkTitle') : t('account.signUp.title')}
      </Heading>
      {!done && <Text>{t('account.signUp.lead')}</Text>}
      <FormNoticeAlert notice={notice} />
      {!done && (
        <ProgressiveForm action="/api/account/signup/" fields={{ locale }} label={t('account.signUp.title')}>
          {(busy) => (
            <>
              <TextInput
                id="signup-name"
                name="name"
                label={t('account.signUp.name')}
                autoComplete="name"
                defaultValue={name}
                maxLength={100}
              />
              <TextInput
                id="signup-email"
                name="email"
                type="email"
                label={t('account.signUp.email')}
                autoComplete="email"
                defaultValue={email}
                maxLength={254}
              />
              <PasswordInput
                id="signup-password"
                name="password"
                label={t('account.signUp.password')}
                autoComplete="new-password"
                help={t('account.signUp.passwordHelp')}
              />
              <Button type="submit" isLoading={busy} loadingText={t('account.signUp.submitting')}>
                {t('account.signUp.submit')}
              </Button>
            </>
          )}
        </ProgressiveForm>
      )}
      {providerName && !done && (
        <ProviderSignInForm
          csrfToken={csrfToken}
          callbackUrl={`${localePrefix(locale)}/account/`}
          label={t('account.signInExtra.withProvider', { name: providerName })}
        />
      )}
      <Text>
        {t('account.signUp.haveAccount')} <SiteLink href="/login/">{t('account.signUp.signIn')}</SiteLink>
      </Text>
    </Stack>
  );
}
