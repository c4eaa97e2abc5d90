import NextLink from 'next/link';
import { Button } from '@chakra-ui/react';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { loginPathFor } from '@/lib/auth/callback-url';
import { useSavedProducts } from './SavedProductsProvider';

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 21s-7.5-4.6-9.6-9.2C.9 8.5 2.9 4.5 6.6 4.5c2.1 0 3.5 1.1 4.4 2.5.9-1.4 2.3-2.5 4.4-2.5 3.7 0 5.7 4 4.2 7.3C19.5 16.4 12 21 12 21z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  );
}

function SignInToSave({ productName }: { productName: string }) {
  const { t } = useTranslation('common');
  const router = useRouter();
  return (
    <Button as={NextLink} href={loginPathFor(router.asPath)} size="sm" variant="outline" leftIcon={<HeartIcon filled={false} />} position="relative" zIndex={1} aria-label={t('account.saveProduct', { name: productName })}>
      {t('account.save')}
    </Button>
  );
}

/** The "Save" toggle of product cards and product pages; anonymous shoppers are sent to sign in. */
export function SaveProductButton({ productId, productName }: { productId: number; productName: string }) {
  const { t } = useTranslation('common');
  const saved = useSavedProducts();
  if (!saved) return null;
  if (saved.status === 'anonymous') return <SignInToSave productName={productName} />;
  const isSaved = saved.isSaved(productId);
  return (
    <Button
      size="sm"
      variant={isSaved ? 'solid' : 'outline'}
      colorScheme={isSaved ? 'pink' : 'brand'}
      leftIcon={<HeartIcon filled={isSaved} />}
      aria-pressed={isSaved}
      aria-label={t('account.saveProduct', { name: productName })}
      isDisabled={saved.status === 'loading'}
      aria-busy={saved.isPending(productId)}
      onClick={() => void saved.toggle(productId)}
      position="relative"
      zIndex={1}
      data-testid="save-product"
    >
      {isSaved ? t('account.saved') : t('account.save')}
    </Button>
  );
}
