import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { SiteLink } from '@/components/navigation/SiteLink';
import type { AlertRow, ProductLink } from '@/lib/auth/account-alerts';
import type { UiLocale } from '@/lib/auth/account-locale';
import { ProgressiveForm } from '../forms/ProgressiveForm';
import { AlertTargetFields } from './AlertTargetFields';

export interface AlertsProps {
  locale: UiLocale;
  /** False when the pricing service could not be asked: the alerts are not lost, just not shown. */
  available: boolean;
  alerts: AlertRow[];
  /** Saved products an alert can be set for from here. */
  saved: ProductLink[];
}

/** The shopper's price alerts: target, lowest price now, status; change, pause, resume, delete; set one for a saved product. */
export function AlertsSection({ locale, available, alerts, saved }: AlertsProps) {
  const { t } = useTranslation('common');
  return (
    <Stack as="section" spacing={6} aria-labelledby="alerts-title" id="alerts">
      <Heading as="h2" size="lg" id="alerts-title">
        {t('account.alerts.title')}
      </Heading>
      {!available && <Text role="status">{t('account.alerts.unavailable')}</Text>}
      {available && alerts.length === 0 && <Text data-testid="alerts-empty">{t('account.alerts.empty')}</Text>}
      {alerts.length > 0 && (
        <Stack as="ul" spacing={6} listStyleType="none" data-testid="alerts">
          {alerts.map((alert) => (
            <Box as="li" key={alert.id} data-testid="alert-row" borderWidth="1px" borderRadius="md" p={4}>
              <Stack spacing={3}>
                <Heading as="h3" size="sm">
                  {alert.product.path ? (
                    <SiteLink href={alert.product.path}>{alert.product.name}</SiteLink>
                  ) : (
                    alert.product.name
                  )}
                </Heading>
                <Text>
                  {alert.targetText
                    ? t('account.alerts.target', { price: alert.targetText })
                    : t('account.alerts.targetLow90')}
                </Text>
                <Text>
                  {alert.currentLowest
                    ? t('account.alerts.lowestNow', { price: alert.currentLowest })
                    : t('account.alerts.noLowest')}
                </Text>
                <Text data-testid="alert-status" fontWeight="semibold">
                  {alert.status === 'triggered' && alert.triggeredOn
                    ? t('account.alerts.triggeredOn', { date: alert.triggeredOn })
                    : t('account.alerts.waiting')}
                  {alert.paused && ` · ${t('account.alerts.paused')}`}
                </Text>
                <ProgressiveForm
                  action={`/api/account/alerts/${alert.id}/`}
                  fields={{ locale, action: 'update' }}
                  label={t('account.alerts.changeFor', { name: alert.product.name })}
                  spacing={3}
                >
                  {(busy) => (
                    <>
                      <AlertTargetFields idPrefix={`alert-${alert.id}`} kind={alert.kind} price={alert.targetValue} />
                      <Button type="submit" size="sm" alignSelf="flex-start" isLoading={busy}>
                        {t('account.alerts.change')}
                      </Button>
                    </>
                  )}
                </ProgressiveForm>
                <Stack direction="row" spacing={3} wrap="wrap">
                  <ProgressiveForm
                    action={`/api/account/alerts/${alert.id}/`}
                    fields={{ locale, action: alert.paused ? 'resume' : 'pause' }}
                    label={alert.paused ? t('account.alerts.resume') : t('account.alerts.pause')}
                  >
                    {(busy) => (
                      <Button type="submit" size="sm" variant="outline" isLoading={busy}>
                        {alert.paused ? t('account.alerts.resume') : t('account.alerts.pause')}
                      </Button>
                    )}
                  </ProgressiveForm>
                  <ProgressiveForm
                    action={`/api/account/alerts/${alert.id}/`}
                    fields={{ locale, action: 'delete' }}
                    label={t('account.alerts.delete')}
                  >
                    {(busy) => (
                      <Button type="submit" size="sm" variant="outline" isLoading={busy}>
                        {t('account.alerts.delete')}
                      </Button>
                    )}
                  </ProgressiveForm>
                </Stack>
              </Stack>
            </Box>
          ))}
        </Stack>
      )}
      {available && saved.length > 0 && (
        <Stack spacing={3}>
          <Heading as="h3" size="md">
            {t('account.alerts.setTitle')}
          </Heading>
          <ProgressiveForm
            action="/api/account/alerts/"
            fields={{ locale }}
            label={t('account.alerts.setTitle')}
            maxW="md"
          >
            {(busy) => (
              <>
                <AlertTargetFields idPrefix="new-alert" kind="price" price="" products={saved} />
                <Button type="submit" alignSelf="flex-start" isLoading={busy}>
                  {t('account.alerts.set')}
                </Button>
              </>
            )}
          </ProgressiveForm>
        </Stack>
      )}
    </Stack>
  );
}
