import { useTranslation } from '@/lib/i18n/use-translation';
import type { UiLocale } from '@/lib/auth/account-locale';
import { Notice } from '../forms/Notice';
import { ProgressiveForm } from '../forms/ProgressiveForm';
import { SubmitButton } from '../forms/SubmitButton';

/** Until the address is confirmed, the shopper can save products but gets no alert emails: say so. */
export function VerifyBanner({ locale }: { locale: UiLocale }) {
  const { t } = useTranslation('common');
  return (
    <Notice tone="warning" testId="unverified-banner">
      <p>{t('account.manage.unverified')}</p>
      <ProgressiveForm
        action="/api/account/resend/"
        fields={{ locale, from: 'account' }}
        label={t('account.manage.resend')}
      >
        <SubmitButton
          label={t('account.manage.resend')}
          busyLabel={t('account.manage.resending')}
          variant="outline"
          size="sm"
        />
      </ProgressiveForm>
    </Notice>
  );
}
