import { Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { buttonClass } from '@/components/ui/button';
import type { AccountFormProps } from '@/lib/auth/account-page-props';
import { PasswordInput } from '../forms/PasswordInput';
import { ProgressiveForm } from '../forms/ProgressiveForm';
import { ProviderSignInForm } from '../forms/ProviderSignInForm';
import { localePrefix } from '@/config/locales';

export interface DataProps {
  form: AccountFormProps;
  hasPassword: boolean;
  providerFresh: boolean;
}

/** "Download my data" and "Delete my account" (the password, or a fresh provider sign-in). */
export function DataSection({ form, hasPassword, providerFresh }: DataProps) {
  const { t } = useTranslation('common');
  const { locale, csrfToken, providerName } = form;
  const canDelete = hasPassword || providerFresh;
  return (
    <Stack as="section" spacing={6} aria-labelledby="data-title" id="data">
      <Heading as="h2" size="lg" id="data-title">
        {t('account.manage.dataTitle')}
      </Heading>
      <Stack spacing={3}>
        <Text>{t('account.manage.exportLead')}</Text>
        {/* A plain link: the browser downloads the file, with or without JavaScript. */}
        <div>
          <a
            href={`/api/account/export/?locale=${locale}`}
            download
            className={buttonClass('outline')}
            data-testid="export-data"
          >
            {t('account.manage.export')}
          </a>
        </div>
      </Stack>
      <Stack spacing={3}>
        <Heading as="h3" size="md">
          {t('account.manage.deleteTitle')}
        </Heading>
        <Text>{t('account.manage.deleteLead')}</Text>
        {canDelete ? (
          <ProgressiveForm
            action="/api/account/delete/"
            fields={{ locale }}
            label={t('account.manage.delete')}
            maxW="md"
            data-testid="delete-form"
          >
            {(busy) => (
              <>
                {hasPassword && !providerFresh && (
                  <PasswordInput
                    id="delete-password"
                    name="password"
                    label={t('account.manage.deletePassword')}
                    autoComplete="current-password"
                  />
                )}
                {/* A native checkbox: Chakra's hides its input with an inline style. */}
                <HStack
                  as="label"
                  spacing={2}
                  alignItems="flex-start"
                  sx={{
                    '& > input': {
                      accentColor: 'var(--color-accent)',
                      width: '1.125rem',
                      height: '1.125rem',
                      marginTop: '0.2rem',
                      flexShrink: 0,
                    },
                  }}
                >
                  <input type="checkbox" name="confirm" value="yes" required />
                  <span>{t('account.manage.deleteConfirm')}</span>
                </HStack>
                <Button
                  type="submit"
                  alignSelf="flex-start"
                  isLoading={busy}
                  loadingText={t('account.manage.deleting')}
                >
                  {t('account.manage.delete')}
                </Button>
              </>
            )}
          </ProgressiveForm>
        ) : (
          providerName && (
            <>
              <Text>{t('account.manage.deleteProviderLead', { name: providerName })}</Text>
              <ProviderSignInForm
                csrfToken={csrfToken}
                callbackUrl={`${localePrefix(locale)}/account/#data`}
                fresh
                label={t('account.manage.confirmWith', { name: providerName })}
              />
            </>
          )
        )}
      </Stack>
    </Stack>
  );
}
