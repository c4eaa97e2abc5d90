import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { SiteLink } from '@/components/navigation/SiteLink';
import type { NotificationRow } from '@/lib/auth/account-alerts';
import type { UiLocale } from '@/lib/auth/account-locale';
import { ProgressiveForm } from '../forms/ProgressiveForm';

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
    <Stack as="section" spacing={4} aria-labelledby="notifications-title" id="notifications">
      <Heading as="h2" size="lg" id="notifications-title">
        {t('account.notifications.title')}
      </Heading>
      {!available && <Text role="status">{t('account.notifications.unavailable')}</Text>}
      {available && items.length === 0 && <Text>{t('account.notifications.empty')}</Text>}
      {items.length > 0 && (
        <Stack as="ul" spacing={2} listStyleType="none" data-testid="notifications">
          {items.map((item) => (
            <Box as="li" key={item.id} data-testid="notification" data-read={item.read}>
              <Text>
                {!item.read && (
                  <Text as="span" fontWeight="bold" mr={2}>
                    {t('account.notifications.new')}
                  </Text>
                )}
                {t('account.notifications.reached', { price: item.price })}{' '}
                {item.product.path ? (
                  <SiteLink href={item.product.path}>{item.product.name}</SiteLink>
                ) : (
                  item.product.name
                )}
                {' · '}
                {item.createdOn}
              </Text>
            </Box>
          ))}
        </Stack>
      )}
      {unread > 0 && (
        <ProgressiveForm
          action="/api/account/notifications/"
          fields={{ locale }}
          label={t('account.notifications.markRead')}
        >
          {(busy) => (
            <Button type="submit" size="sm" variant="outline" alignSelf="flex-start" isLoading={busy}>
              {t('account.notifications.markRead')}
            </Button>
          )}
        </ProgressiveForm>
      )}
    </Stack>
  );
}
