import NextLink from 'next/link';
import { Button, Menu, MenuButton, MenuItem, MenuList } from '@chakra-ui/react';
import { useRouter } from 'next/router';
import { signOut, useSession } from 'next-auth/react';
import { useTranslation } from 'next-i18next/pages';
import { loginPathFor } from '@/lib/auth/callback-url';

/** Sign in, or the signed-in shopper's name with their saved products and sign out. */
export function AccountMenu() {
  const { t } = useTranslation('common');
  const router = useRouter();
  const { data: session, status } = useSession();
  if (status === 'loading') return <Button size="sm" variant="ghost" isLoading aria-label={t('loading')} />;
  if (status !== 'authenticated' || !session.user) {
    const back = router.pathname === '/login' ? '/account/' : router.asPath;
    return (
      <Button as={NextLink} href={loginPathFor(back)} size="sm" variant="outline" data-testid="sign-in-link">
        {t('account.signIn')}
      </Button>
    );
  }
  return (
    <Menu>
      <MenuButton as={Button} size="sm" variant="ghost" data-testid="account-menu">
        {session.user.name}
      </MenuButton>
      <MenuList>
        <MenuItem as={NextLink} href="/account/">{t('account.savedProducts')}</MenuItem>
        <MenuItem onClick={() => void signOut({ callbackUrl: '/' })}>{t('account.signOut')}</MenuItem>
      </MenuList>
    </Menu>
  );
}
