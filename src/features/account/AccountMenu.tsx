import { SiteLink } from '@/components/navigation/SiteLink';
import { useRouter } from 'next/router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/ui/button';
import { DisclosureMenu, DisclosureMenuItem } from '@/components/ui/DisclosureMenu';
import { loginPathFor } from '@/lib/auth/callback-url';
import { useAccountSession } from './account-session';

/** Sign in, or the signed-in shopper's name with their saved products and sign out. */
export function AccountMenu() {
  const { t } = useTranslation('common');
  const router = useRouter();
  const { status, user, signOut } = useAccountSession();
  if (status !== 'authenticated' || !user) {
    const back = router.pathname === '/login' ? '/account/' : router.asPath;
    return (
      <SiteLink href={loginPathFor(back)} className={buttonClass('outline', { size: 'sm' })} data-testid="sign-in-link" aria-busy={status === 'loading' || undefined}>
        {t('account.signIn')}
      </SiteLink>
    );
  }
  return (
    <DisclosureMenu summary={user.name} align="end" testId="account-menu" listLabel={t('account.menu')}>
      <DisclosureMenuItem>
        <SiteLink href="/account/">{t('account.savedProducts')}</SiteLink>
      </DisclosureMenuItem>
      <DisclosureMenuItem>
        <button type="button" onClick={signOut}>{t('account.signOut')}</button>
      </DisclosureMenuItem>
    </DisclosureMenu>
  );
}
