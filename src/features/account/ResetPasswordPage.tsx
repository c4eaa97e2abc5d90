import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import Head from 'next/head';
import { useTranslation } from '@/lib/i18n/use-translation';
import { SiteLink } from '@/components/navigation/SiteLink';
import type { LinkedProviderView, ResetPageProps } from '@/lib/auth/reset-page-props';
import { ChakraScope } from '@/theme/chakra/ChakraScope';
import styles from './account.module.css';
import { FormNoticeAlert } from './forms/FormNoticeAlert';
import { PasswordInput } from './forms/PasswordInput';
import { ProgressiveForm } from './forms/ProgressiveForm';

export type ResetPasswordPageProps = ResetPageProps;

/** `/login/reset/?token=…`: the new password of a reset link. */
export function ResetPasswordPage(props: ResetPasswordPageProps) {
  return (
    <ChakraScope>
      <ResetPassword {...props} />
    </ChakraScope>
  );
}

function ResetPassword({ locale, notice, token, providers }: ResetPasswordPageProps) {
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
          {providers && <LinkedProviders providers={providers} />}
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
                {/* Whoever linked a provider may not be the address's owner: a reset can take them away.
                    Offered unless the account has none (when the backend could not say, it is offered). */}
                {providers?.length !== 0 && (
                  <HStack
                    as="label"
                    spacing={2}
                    alignItems="flex-start"
                    sx={{ '& > input': { accentColor: 'var(--color-accent)', marginTop: '0.3rem', flexShrink: 0 } }}
                  >
                    <input type="checkbox" name="removeProviders" value="yes" />
                    <span>
                      {t(providers ? 'account.reset.removeListedProviders' : 'account.reset.removeProviders')}
                    </span>
                  </HStack>
                )}
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

/** The identity providers that can sign in to the account, shown before the new password is chosen. */
function LinkedProviders({ providers }: { providers: LinkedProviderView[] }) {
  const { t } = useTranslation('common');
  if (providers.length === 0) return <Text data-testid="reset-providers">{t('account.reset.noProviders')}</Text>;
  return (
    <Stack spacing={2} data-testid="reset-providers">
      <Text>{t('account.reset.providersLead', { count: providers.length })}</Text>
      <ul className={styles.steps}>
        {providers.map((provider) => (
          <li key={`${provider.name}-${provider.linkedOn}`}>
            {t('account.reset.providerLinked', { name: provider.name, date: provider.linkedOn })}
          </li>
        ))}
      </ul>
    </Stack>
  );
}
