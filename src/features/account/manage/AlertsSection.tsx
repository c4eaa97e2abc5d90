import { useTranslation } from '@/lib/i18n/use-translation';
import { SiteLink } from '@/components/navigation/SiteLink';
import type { AlertRow, ProductLink } from '@/lib/auth/account-alerts';
import type { UiLocale } from '@/lib/auth/account-locale';
import styles from '../account.module.css';
import formStyles from '../forms/forms.module.css';
import { ProgressiveForm } from '../forms/ProgressiveForm';
import { SubmitButton } from '../forms/SubmitButton';
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
    <section className={styles.section} aria-labelledby="alerts-title" id="alerts">
      <h2 id="alerts-title">{t('account.alerts.title')}</h2>
      {!available && <p role="status">{t('account.alerts.unavailable')}</p>}
      {available && alerts.length === 0 && <p data-testid="alerts-empty">{t('account.alerts.empty')}</p>}
      {alerts.length > 0 && (
        <ul className={formStyles.plainList} data-testid="alerts">
          {alerts.map((alert) => (
            <li key={alert.id} data-testid="alert-row" className={formStyles.card}>
              <h3>
                {alert.product.path ? (
                  <SiteLink href={alert.product.path}>{alert.product.name}</SiteLink>
                ) : (
                  alert.product.name
                )}
              </h3>
              <p>
                {alert.targetText
                  ? t('account.alerts.target', { price: alert.targetText })
                  : t('account.alerts.targetLow90')}
              </p>
              <p>
                {alert.currentLowest
                  ? t('account.alerts.lowestNow', { price: alert.currentLowest })
                  : t('account.alerts.noLowest')}
              </p>
              <p data-testid="alert-status" className={styles.strong}>
                {alert.status === 'triggered' && alert.triggeredOn
                  ? t('account.alerts.triggeredOn', { date: alert.triggeredOn })
                  : t('account.alerts.waiting')}
                {alert.paused && ` · ${t('account.alerts.paused')}`}
              </p>
              <ProgressiveForm
                action={`/api/account/alerts/${alert.id}/`}
                fields={{ locale, action: 'update' }}
                label={t('account.alerts.changeFor', { name: alert.product.name })}
                layout="compact"
              >
                <AlertTargetFields idPrefix={`alert-${alert.id}`} kind={alert.kind} price={alert.targetValue} />
                <SubmitButton label={t('account.alerts.change')} size="sm" />
              </ProgressiveForm>
              <div className={formStyles.row}>
                <ProgressiveForm
                  action={`/api/account/alerts/${alert.id}/`}
                  fields={{ locale, action: alert.paused ? 'resume' : 'pause' }}
                  label={alert.paused ? t('account.alerts.resume') : t('account.alerts.pause')}
                >
                  <SubmitButton
                    label={alert.paused ? t('account.alerts.resume') : t('account.alerts.pause')}
                    variant="outline"
                    size="sm"
                  />
                </ProgressiveForm>
                <ProgressiveForm
                  action={`/api/account/alerts/${alert.id}/`}
                  fields={{ locale, action: 'delete' }}
                  label={t('account.alerts.delete')}
                >
                  <SubmitButton label={t('account.alerts.delete')} variant="outline" size="sm" />
                </ProgressiveForm>
              </div>
            </li>
          ))}
        </ul>
      )}
      {available && saved.length > 0 && (
        <div className={styles.subsection}>
          <h3>{t('account.alerts.setTitle')}</h3>
          <ProgressiveForm
            action="/api/account/alerts/"
            fields={{ locale }}
            label={t('account.alerts.setTitle')}
            layout="narrow"
          >
            <AlertTargetFields idPrefix="new-alert" kind="price" price="" products={saved} />
            <SubmitButton label={t('account.alerts.set')} />
          </ProgressiveForm>
        </div>
      )}
    </section>
  );
}
