import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { AccountFormProps } from '@/lib/auth/account-page-props';
import { LINK_PROVIDER_CALLBACK } from '@/lib/auth/auth-paths';
import { PasswordInput } from '../forms/PasswordInput';
import { ProgressiveForm } from '../forms/ProgressiveForm';
import { ProviderSignInForm } from '../forms/ProviderSignInForm';
import { localePrefix } from '@/config/locales';

export interface SecurityProps {
  form: AccountFormProps;
  hasPassword: boolean;
  /** When the provider was linked, in words; null when it is not. */
  providerLinkedOn: string | null;
  /** The session is a provider sign-in of the last 10 minutes: it stands in for the password. */
  providerFresh: boolean;
}

/** Password, identity provider and "sign out everywhere". */
export function SecuritySection({ form, hasPassword, providerLinkedOn, providerFresh }: SecurityProps) {
  const { t } = useTranslation('common');
  const { locale, csrfToken, providerName } = form;
  const prefix = localePrefix(locale);
  const canSetPassword = hasPassword || providerFresh;
  return (
    <Stack as="section" spacing={6} aria-labelledby="security-title" id="security">
      <Heading as="h2" size="lg" id="security-title">
        {t('account.manage.securityTitle')}
      </Heading>
      <Stack spacing={3}>
        <Heading as="h3" size="md">
          {hasPassword ? t('account.manage.passwordTitle') : t('account.manage.setPasswordTitle')}
        </Heading>
        {canSetPassword ? (
          <ProgressiveForm
            action="/api/account/password/"
            fields={{ locale }}
            label={hasPassword ? t('account.manage.changePassword') : t('account.manage.setPassword')}
            maxW="md"
          >
            {(busy) => (
              <>
                {hasPassword && (
                  <PasswordInput
                    id="current-password"
                    name="currentPassword"
                    label={t('account.manage.currentPassword')}
                    autoComplete="current-password"
                  />
                )}
                <PasswordInput
                  id="new-password"
                  name="newPassword"
                  label={t('account.manage.newPassword')}
                  autoComplete="new-password"
                  help={t('account.manage.passwordHelp')}
                />
                <Button type="submit" alignSelf="flex-start" isLoading={busy} loadingText={t('account.manage.saving')}>
                  {hasPassword ? t('account.manage.changePassword') : t('account.manage.setPassword')}
                </Button>
              </>
            )}
          </ProgressiveForm>
        ) : (
          providerName && (
            <>
              <Text>{t('account.manage.setPasswordLead', { name: providerName })}</Text>
              <ProviderSignInForm
                csrfToken={csrfToken}
                callbackUrl={`${prefix}/account/#security`}
                fresh
                label={t('account.manage.confirmWith', { name: providerName })}
              />
            </>
          )
        )}
      </Stack>
      {providerName && (
        <Stack spacing={3} data-testid="provider-section">
          <Heading as="h3" size="md">
            {t('account.manage.providerTitle')}
          </Heading>
          {providerLinkedOn ? (
            <>
              <Text>{t('account.manage.providerLinked', { name: providerName, date: providerLinkedOn })}</Text>
              {hasPassword ? (
                <ProgressiveForm
                  action="/api/account/unlink-provider/"
                  fields={{ locale }}
                  label={t('account.manage.unlink', { name: providerName })}
                >
                  {(busy) => (
                    <Button type="submit" variant="outline" alignSelf="flex-start" isLoading={busy}>
                      {t('account.manage.unlink', { name: providerName })}
                    </Button>
                  )}
                </ProgressiveForm>
              ) : (
                <Text>{t('account.manage.lastMethod')}</Text>
              )}
            </>
          ) : (
            <>
              <Text>{t('account.manage.providerNotLinked', { name: providerName })}</Text>
              <ProviderSignInForm
                csrfToken={csrfToken}
                callbackUrl={`${prefix}${LINK_PROVIDER_CALLBACK}`}
                label={t('account.manage.link', { name: providerName })}
                testId="link-provider"
              />
            </>
          )}
        </Stack>
      )}
      <Stack spacing={3}>
        <Heading as="h3" size="md">
          {t('account.manage.everywhereTitle')}
        </Heading>
        <Text>{t('account.manage.everywhereLead')}</Text>
        <ProgressiveForm
          action="/api/account/sign-out-everywhere/"
          fields={{ locale }}
          label={t('account.manage.everywhere')}
        >
          {(busy) => (
            <Button type="submit" variant="outline" alignSelf="flex-start" isLoading={busy}>
              {t('account.manage.everywhere')}
            </Button>
          )}
        </ProgressiveForm>
      </Stack>
    </Stack>
  );
}
