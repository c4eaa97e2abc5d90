import { useTranslation } from '@/lib/i18n/use-translation';
import { SiteLink } from '@/components/navigation/SiteLink';
import type { NotificationRow } from '@/lib/auth/account-alerts';
import type { UiLocale } from '@/lib/auth/account-locale';
import styles from '../account.module.css';
import formStyles from '../forms/forms.module.css';
import { ProgressiveForm } from '../forms/ProgressiveForm';
import { SubmitButton } from '../forms/SubmitButton';

export interface NotificationsProps {
  locale: UiLocale;
  available: boolean;
  unread: number;
  items: NotificationRow[];
}

/** What the alerts told the shopper, newest first, the unread ones marked, and "mark all as read". */
export function NotificationsSection({ locale, available, unread, items }: NotificationsProps) {
  const { t } = useTranslation('common');
  return (
    <section className={styles.subsection} aria-labelledby="notifications-title" id="notifications">
      <h2 id="notifications-title">{t('account.notifications.title')}</h2>
      {!available && <p role="status">{t('account.notifications.unavailable')}</p>}
      {available && items.length === 0 && <p>{t('account.notifications.empty')}</p>}
      {items.length > 0 && (
        <ul className={`${formStyles.plainList} ${formStyles.compact}`} data-testid="notifications">
          {items.map((item) => (
            <li key={item.id} data-testid="notification" data-read={item.read}>
              <p>
                {!item.read && <span className={styles.new}>{t('account.notifications.new')}</span>}
                {t('account.notifications.reached', { price: item.price })}{' '}
                {item.product.path ? (
                  <SiteLink href={item.product.path}>{item.product.name}</SiteLink>
                ) : (
                  item.product.name
                )}
                {' · '}
                {item.createdOn}
              </p>
            </li>
          ))}
        </ul>
      )}
      {unread > 0 && (
        <ProgressiveForm
          action="/api/account/notifications/"
          fields={{ locale }}
          label={t('account.notifications.markRead')}
        >
          <SubmitButton label={t('account.notifications.markRead')} variant="outline" size="sm" />
        </ProgressiveForm>
      )}
    </section>
  );
}
