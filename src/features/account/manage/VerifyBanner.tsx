import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { UiLocale } from '@/lib/auth/account-locale';
import { ProgressiveForm } from '../forms/ProgressiveForm';

/** Until the address is confirmed, the shopper can save products but gets no alert emails: say so. */
export function VerifyBanner({ locale }: { locale: UiLocale }) {
  const { t } = useTranslation('common');
  return (
    <Alert status="warning" variant="left-accent" data-testid="unverified-banner">
      <Stack spacing={3}>
        <Text>{t('account.manage.unverified')}</Text>
        <ProgressiveForm
          action="/api/account/resend/"
          fields={{ locale, from: 'account' }}
          label={t('account.manage.resend')}
        >
          {(busy) => (
            <Button
              type="submit"
              size="sm"
              variant="outline"
              alignSelf="flex-start"
              isLoading={busy}
              loadingText={t('account.manage.resending')}
            >
              {t('account.manage.resend')}
            </Button>
          )}
        </ProgressiveForm>
      </Stack>
    </Alert>
  );
}
