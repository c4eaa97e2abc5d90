import { useTranslation } from '@/lib/i18n/use-translation';
import { buttonClass } from '@/components/ui/button';
import type { AccountFormProps } from '@/lib/auth/account-page-props';
import { localePrefix } from '@/config/locales';
import styles from '../account.module.css';
import formStyles from '../forms/forms.module.css';
import { PasswordInput } from '../forms/PasswordInput';
import { ProgressiveForm } from '../forms/ProgressiveForm';
import { ProviderSignInForm } from '../forms/ProviderSignInForm';
import { SubmitButton } from '../forms/SubmitButton';

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
    <section className={styles.section} aria-labelledby="data-title" id="data">
      <h2 id="data-title">{t('account.manage.dataTitle')}</h2>
      <div className={styles.subsection}>
        <p>{t('account.manage.exportLead')}</p>
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
      </div>
      <div className={styles.subsection}>
        <h3>{t('account.manage.deleteTitle')}</h3>
        <p>{t('account.manage.deleteLead')}</p>
        {canDelete ? (
          <ProgressiveForm
            action="/api/account/delete/"
            fields={{ locale }}
            label={t('account.manage.delete')}
            layout="narrow"
            testId="delete-form"
          >
            {hasPassword && !providerFresh && (
              <PasswordInput
                id="delete-password"
                name="password"
                label={t('account.manage.deletePassword')}
                autoComplete="current-password"
              />
            )}
            <label className={formStyles.choice}>
              <input type="checkbox" name="confirm" value="yes" required />
              <span>{t('account.manage.deleteConfirm')}</span>
            </label>
            <SubmitButton label={t('account.manage.delete')} busyLabel={t('account.manage.deleting')} />
          </ProgressiveForm>
        ) : (
          providerName && (
            <>
              <p>{t('account.manage.deleteProviderLead', { name: providerName })}</p>
              <ProviderSignInForm
                csrfToken={csrfToken}
                callbackUrl={`${localePrefix(locale)}/account/#data`}
                fresh
                label={t('account.manage.confirmWith', { name: providerName })}
              />
            </>
          )
        )}
      </div>
    </section>
  );
}
