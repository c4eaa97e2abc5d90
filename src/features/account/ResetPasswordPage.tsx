import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import Head from 'next/head';
import { useTranslation } from '@/lib/i18n/use-translation';
import { SiteLink } from '@/components/navigation/SiteLink';
import type { AccountFormProps } from '@/lib/auth/account-page-props';
import { ChakraScope } from '@/theme/chakra/ChakraScope';
import { FormNoticeAlert } from './forms/FormNoticeAlert';
import { PasswordInput } from './forms/PasswordInput';
import { ProgressiveForm } from './forms/ProgressiveForm';

export interface ResetPasswordPageProps extends AccountFormProps {
  /** The reset link's token; '' when the link did not work (then the page offers a new one). */
  token: string;
}

/** `/login/reset/?token=…`: the new password of a reset link. */
export function ResetPasswordPage(props: ResetPasswordPageProps) {
  return (
    <ChakraScope>
      <ResetPassword {...props} />
    </ChakraScope>
  );
}

function ResetPassword({ locale, notice, token }: ResetPasswordPageProps) {
  const { t } = useTranslation('common');
  return (
    <Stack spacing={6} maxW="md" mx="auto" py={8}>
      <Head>
        <title key="title">{`${t('account.reset.title')} - ${t('siteName')}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <Heading as="h1" size="xl">
        {t('account.reset.title')}
      </Heading>
      <FormNoticeAlert notice={notice} />
      {token ? (
        <>
          <Text>{t('account.reset.lead')}</Text>
          <ProgressiveForm action="/api/account/reset/" fields={{ locale, token }} label={t('account.reset.title')}>
            {(busy) => (
              <>
                <PasswordInput
                  id="reset-password"
                  name="password"
                  label={t('account.reset.password')}
                  autoComplete="new-password"
                  help={t('account.signUp.passwordHelp')}
                />
                {/* Whoever linked a provider may not be the address's owner: a reset can take them away. */}
                <HStack
                  as="label"
                  spacing={2}
                  alignItems="flex-start"
                  sx={{ '& > input': { accentColor: 'var(--color-accent)', marginTop: '0.3rem', flexShrink: 0 } }}
                >
                  <input type="checkbox" name="removeProviders" value="yes" />
                  <span>{t('account.reset.removeProviders')}</span>
                </HStack>
                <Button type="submit" isLoading={busy} loadingText={t('account.reset.submitting')}>
                  {t('account.reset.submit')}
                </Button>
              </>
            )}
          </ProgressiveForm>
        </>
      ) : (
        <SiteLink href="/login/forgot/">{t('account.reset.newLink')}</SiteLink>
      )}
    </Stack>
  );
}
