import { SiteLink } from '@/components/navigation/SiteLink';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import { buttonClass } from '@/components/ui/button';
import { DisclosureMenu, DisclosureMenuItem } from '@/components/ui/DisclosureMenu';
import { loginPathFor } from '@/lib/auth/callback-url';
import { useAccountSession } from './account-session';
import styles from './AccountMenu.module.css';

/** Sign in, or the signed-in shopper's name (with their unread alert notifications), their account and sign out. */
export function AccountMenu() {
  const { t } = useTranslation('common');
  const router = useRouter();
  const { status, user, unread, signOut } = useAccountSession();
  if (status !== 'authenticated' || !user) {
    const back = router.pathname === '/login' ? '/account/' : router.asPath;
    return (
      <SiteLink
        href={loginPathFor(back)}
        className={buttonClass('outline', { size: 'sm' })}
        data-testid="sign-in-link"
        aria-busy={status === 'loading' || undefined}
      >
        {t('account.signIn')}
      </SiteLink>
    );
  }
  const count = unread > 0 && (
    <span className={styles.count} data-testid="unread-count">
      {unread}
      <span className="visually-hidden"> {t('account.unread', { count: unread })}</span>
    </span>
  );
  return (
    <DisclosureMenu
      summary={
        <>
          <span className={styles.name} title={user.name}>
            {user.name}
          </span>
          {count}
        </>
      }
      align="end"
      testId="account-menu"
      listLabel={t('account.menu')}
    >
      <DisclosureMenuItem>
        <SiteLink href="/account/">{t('account.savedProducts')}</SiteLink>
      </DisclosureMenuItem>
      <DisclosureMenuItem>
        <SiteLink href="/account/#notifications">{t('account.notificationsLink')}</SiteLink>
      </DisclosureMenuItem>
      <DisclosureMenuItem>
        <button type="button" onClick={signOut}>
          {t('account.signOut')}
        </button>
      </DisclosureMenuItem>
    </DisclosureMenu>
  );
}
