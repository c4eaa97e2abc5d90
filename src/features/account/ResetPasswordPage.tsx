import Head from 'next/head';
import { useTranslation } from '@/lib/i18n/use-translation';
import { SiteLink } from '@/components/navigation/SiteLink';
import type { LinkedProviderView, ResetPageProps } from '@/lib/auth/reset-page-props';
import styles from './account.module.css';
import { FormNoticeAlert } from './forms/FormNoticeAlert';
import { PasswordInput } from './forms/PasswordInput';
import { ProgressiveForm } from './forms/ProgressiveForm';
import { SubmitButton } from './forms/SubmitButton';
import formStyles from './forms/forms.module.css';

export type ResetPasswordPageProps = ResetPageProps;

/** `/login/reset/?token=…`: the new password of a reset link. */
export function ResetPasswordPage({ locale, notice, token, providers }: ResetPasswordPageProps) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.formPage}>
      <Head>
        <title key="title">{`${t('account.reset.title')} - ${t('siteName')}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <h1>{t('account.reset.title')}</h1>
      <FormNoticeAlert notice={notice} />
      {token ? (
        <>
          <p>{t('account.reset.lead')}</p>
          {providers && <LinkedProviders providers={providers} />}
          <ProgressiveForm action="/api/account/reset/" fields={{ locale, token }} label={t('account.reset.title')}>
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
              <label className={formStyles.choice}>
                <input type="checkbox" name="removeProviders" value="yes" />
                <span>{t(providers ? 'account.reset.removeListedProviders' : 'account.reset.removeProviders')}</span>
              </label>
            )}
            <SubmitButton label={t('account.reset.submit')} busyLabel={t('account.reset.submitting')} />
          </ProgressiveForm>
        </>
      ) : (
        <SiteLink href="/login/forgot/">{t('account.reset.newLink')}</SiteLink>
      )}
    </div>
  );
}

/** The identity providers that can sign in to the account, shown before the new password is chosen. */
function LinkedProviders({ providers }: { providers: LinkedProviderView[] }) {
  const { t } = useTranslation('common');
  if (providers.length === 0) return <p data-testid="reset-providers">{t('account.reset.noProviders')}</p>;
  return (
    <div className={styles.stack} data-testid="reset-providers">
      <p>{t('account.reset.providersLead', { count: providers.length })}</p>
      <ul className={styles.steps}>
        {providers.map((provider) => (
          <li key={`${provider.name}-${provider.linkedOn}`}>
            {t('account.reset.providerLinked', { name: provider.name, date: provider.linkedOn })}
          </li>
        ))}
      </ul>
    </div>
  );
}
