import { useRouter } from 'next/router';
import { useTranslation } from 'react-i18next';
import { SiteLink } from '@/components/navigation/SiteLink';
import { buttonClass } from '@/components/ui/button';
import { loginPathFor } from '@/lib/auth/callback-url';
import styles from './SaveProductButton.module.css';
import { useSavedProducts } from './SavedProductsProvider';

const saveClass = buttonClass('outline', { size: 'sm', className: styles.save });

/** An anonymous shopper saves by signing in first, and comes back here. */
function SignInToSave({ productName }: { productName: string }) {
  const { t } = useTranslation('common');
  const router = useRouter();
  return (
    <SiteLink href={loginPathFor(router.asPath)} className={saveClass} aria-label={t('account.saveProduct', { name: productName })}>
      {t('account.save')}
    </SiteLink>
  );
}

/**
 * The "Save" toggle of product cards and product pages (a heart drawn by its style sheet, filled
 * when saved); anonymous shoppers are sent to sign in. Its accessible name starts with the
 * visible word ("Save Sony WH-1000XM5") and its pressed state says whether it is saved.
 */
export function SaveProductButton({ productId, productName }: { productId: number; productName: string }) {
  const { t } = useTranslation('common');
  const saved = useSavedProducts();
  if (!saved) return null;
  if (saved.status === 'anonymous') return <SignInToSave productName={productName} />;
  return (
    <button
      type="button"
      className={saveClass}
      aria-pressed={saved.isSaved(productId)}
      disabled={saved.status === 'loading'}
      aria-busy={saved.isPending(productId) || undefined}
      onClick={() => void saved.toggle(productId)}
      aria-label={t('account.saveProduct', { name: productName })}
      data-testid="save-product"
    >
      {t('account.save')}
    </button>
  );
}
