import { Alert } from '@chakra-ui/react';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { FormNotice } from '@/lib/auth/form-notice';

/** What the last form did, read from the page's query on the server (form-notice.ts). */
export function FormNoticeAlert({ notice }: { notice: FormNotice | null }) {
  const { t } = useTranslation('common');
  if (!notice) return null;
  return (
    <Alert
      status={notice.tone}
      variant="left-accent"
      role={notice.tone === 'error' ? 'alert' : 'status'}
      data-testid="form-notice"
    >
      {t(`account.notices.${notice.key}`, notice.values)}
    </Alert>
  );
}
