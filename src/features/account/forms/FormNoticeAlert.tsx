import { useTranslation } from '@/lib/i18n/use-translation';
import type { FormNotice } from '@/lib/auth/form-notice';
import { Notice } from './Notice';

/** What the last form did, read from the page's query on the server (form-notice.ts). */
export function FormNoticeAlert({ notice }: { notice: FormNotice | null }) {
  const { t } = useTranslation('common');
  if (!notice) return null;
  return (
    <Notice tone={notice.tone} role={notice.tone === 'error' ? 'alert' : 'status'} testId="form-notice">
      {t(`account.notices.${notice.key}`, notice.values)}
    </Notice>
  );
}
