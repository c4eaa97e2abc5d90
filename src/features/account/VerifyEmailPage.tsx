import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import Head from 'next/head';
import { useTranslation } from '@/lib/i18n/use-translation';
import { SiteLink } from '@/components/navigation/SiteLink';
import { buttonClass } from '@/components/ui/button';
import type { AccountFormProps } from '@/lib/auth/account-page-props';
import { ChakraScope } from '@/theme/chakra/ChakraScope';
import { FormNoticeAlert } from './forms/FormNoticeAlert';
import { ProgressiveForm } from './forms/ProgressiveForm';
import { TextInput } from './forms/TextInput';

export interface VerifyEmailPageProps extends AccountFormProps {
  /** The link's token: the page offers to confirm with it. '' once a link did not work. */
  token: string;
}

/**
 * `/signup/verify/`: a verification link opens this page, whose button confirms the address (a
 * POST: opening a link changes nothing). A link that did not work says why, with a way to get a
 * new link or to sign in.
 */
export function VerifyEmailPage(props: VerifyEmailPageProps) {
  return (
    <ChakraScope>
      <VerifyEmail {...props} />
    </ChakraScope>
  );
}

function VerifyEmail({ locale, notice, token }: VerifyEmailPageProps) {
  const { t } = useTranslation('common');
  const confirming = token !== '' && notice === null;
  return (
    <Stack spacing={6} maxW="md" mx="auto" py={8}>
      <Head>
        <title key="title">{`${t('account.verify.title')} - ${t('siteName')}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <Heading as="h1" size="xl">
        {t('account.verify.title')}
      </Heading>
      <FormNoticeAlert notice={notice} />
      {confirming && (
        <ProgressiveForm action="/api/account/verify/" fields={{ locale, token }} label={t('account.verify.confirm')}>
          {(busy) => (
            <>
              <Text>{t('account.verify.confirmLead')}</Text>
              <Button type="submit" isLoading={busy} loadingText={t('account.verify.confirming')}>
                {t('account.verify.confirm')}
              </Button>
            </>
          )}
        </ProgressiveForm>
      )}
      <ProgressiveForm
        action="/api/account/resend/"
        fields={{ locale, from: 'verify' }}
        label={t('account.verify.resend')}
      >
        {(busy) => (
          <>
            <TextInput
              id="verify-email"
              name="email"
              type="email"
              label={t('account.verify.email')}
              autoComplete="email"
              maxLength={254}
            />
            <Button type="submit" isLoading={busy} loadingText={t('account.verify.resending')}>
              {t('account.verify.resend')}
            </Button>
          </>
        )}
      </ProgressiveForm>
      <SiteLink href="/login/" className={buttonClass('outline')}>
        {t('account.verify.signIn')}
      </SiteLink>
    </Stack>
  );
}
