import { useTranslation } from '@/lib/i18n/use-translation';
import type { AccountFormProps } from '@/lib/auth/account-page-props';
import { LINK_PROVIDER_CALLBACK } from '@/lib/auth/auth-paths';
import { localePrefix } from '@/config/locales';
import styles from '../account.module.css';
import { PasswordInput } from '../forms/PasswordInput';
import { ProgressiveForm } from '../forms/ProgressiveForm';
import { ProviderSignInForm } from '../forms/ProviderSignInForm';
import { SubmitButton } from '../forms/SubmitButton';

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
  const passwordAction = hasPassword ? t('account.manage.changePassword') : t('account.manage.setPassword');
  return (
    <section className={styles.section} aria-labelledby="security-title" id="security">
      <h2 id="security-title">{t('account.manage.securityTitle')}</h2>
      <div className={styles.subsection}>
        <h3>{hasPassword ? t('account.manage.passwordTitle') : t('account.manage.setPasswordTitle')}</h3>
        {canSetPassword ? (
          <ProgressiveForm action="/api/account/password/" fields={{ locale }} label={passwordAction} layout="narrow">
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
            <SubmitButton label={passwordAction} busyLabel={t('account.manage.saving')} />
          </ProgressiveForm>
        ) : (
          providerName && (
            <>
              <p>{t('account.manage.setPasswordLead', { name: providerName })}</p>
              <ProviderSignInForm
                csrfToken={csrfToken}
                callbackUrl={`${prefix}/account/#security`}
                fresh
                label={t('account.manage.confirmWith', { name: providerName })}
              />
            </>
          )
        )}
      </div>
      {providerName && (
        <div className={styles.subsection} data-testid="provider-section">
          <h3>{t('account.manage.providerTitle')}</h3>
          {providerLinkedOn ? (
            <>
              <p>{t('account.manage.providerLinked', { name: providerName, date: providerLinkedOn })}</p>
              {hasPassword ? (
                <ProgressiveForm
                  action="/api/account/unlink-provider/"
                  fields={{ locale }}
                  label={t('account.manage.unlink', { name: providerName })}
                >
                  <SubmitButton label={t('account.manage.unlink', { name: providerName })} variant="outline" />
                </ProgressiveForm>
              ) : (
                <p>{t('account.manage.lastMethod')}</p>
              )}
            </>
          ) : (
            <>
              <p>{t('account.manage.providerNotLinked', { name: providerName })}</p>
              <ProviderSignInForm
                csrfToken={csrfToken}
                callbackUrl={`${prefix}${LINK_PROVIDER_CALLBACK}`}
                label={t('account.manage.link', { name: providerName })}
                testId="link-provider"
              />
            </>
          )}
        </div>
      )}
      <div className={styles.subsection}>
        <h3>{t('account.manage.everywhereTitle')}</h3>
        <p>{t('account.manage.everywhereLead')}</p>
        <ProgressiveForm
          action="/api/account/sign-out-everywhere/"
          fields={{ locale }}
          label={t('account.manage.everywhere')}
        >
          <SubmitButton label={t('account.manage.everywhere')} variant="outline" />
        </ProgressiveForm>
      </div>
    </section>
  );
}
