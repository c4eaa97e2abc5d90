import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import Head from 'next/head';
import { useTranslation } from '@/lib/i18n/use-translation';
import { SiteLink } from '@/components/navigation/SiteLink';
import type { AccountFormProps } from '@/lib/auth/account-page-props';
import { ChakraScope } from '@/theme/chakra/ChakraScope';
import { FormNoticeAlert } from './forms/FormNoticeAlert';
import { ProgressiveForm } from './forms/ProgressiveForm';
import { TextInput } from './forms/TextInput';

export type ForgotPasswordPageProps = AccountFormProps;

/** `/login/forgot/`: a reset link by email; the page answers the same whoever the address is. */
export function ForgotPasswordPage(props: ForgotPasswordPageProps) {
  return (
    <ChakraScope>
      <ForgotPassword {...props} />
    </ChakraScope>
  );
}

function ForgotPassword({ locale, notice }: ForgotPasswordPageProps) {
  const { t } = useTranslation('common');
  return (
    <Stack spacing={6} maxW="md" mx="auto" py={8}>
      <Head>
        <title key="title">{`${t('account.forgot.title')} - ${t('siteName')}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <Heading as="h1" size="xl">
        {t('account.forgot.title')}
      </Heading>
      <Text>{t('account.forgot.lead')}</Text>
      <FormNoticeAlert notice={notice} />
      <ProgressiveForm action="/api/account/forgot/" fields={{ locale }} label={t('account.forgot.title')}>
        {(busy) => (
          <>
            <TextInput
              id="forgot-email"
              name="email"
              type="email"
              label={t('account.forgot.email')}
              autoComplete="email"
              maxLength={254}
            />
            <Button type="submit" isLoading={busy} loadingText={t('account.forgot.submitting')}>
              {t('account.forgot.submit')}
            </Button>
          </>
        )}
      </ProgressiveForm>
      <SiteLink href="/login/">{t('account.forgot.back')}</SiteLink>
    </Stack>
  );
}
