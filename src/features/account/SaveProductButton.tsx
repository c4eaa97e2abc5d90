import { useRouter } from 'next/router';
import { buttonClass } from '@/components/ui/button';
import { localePrefix } from '@/config/locales';
import { loginPathFor } from '@/lib/auth/callback-url';
import { useTranslation } from '@/lib/i18n/use-translation';
import styles from './SaveProductButton.module.css';
import { useSavedProducts } from './saved-products';

const saveClass = buttonClass('outline', { size: 'sm', className: styles.save });

export interface SaveProductButtonProps {
  productId: number;
  productName: string;
}

/**
 * The "Save" toggle of product cards and product pages (a heart drawn by its style sheet, filled
 * when saved), an island of its own. Until the session is known, and for anonymous shoppers, it
 * is a link to sign in and come back, so a page of cards does not change once the session
 * arrives. Its accessible name starts with the visible word ("Save Sony WH-1000XM5"); its pressed
 * state says whether it is saved.
 */
export function SaveProductButton({ productId, productName }: SaveProductButtonProps) {
  const { t, i18n } = useTranslation('common');
  const { asPath } = useRouter();
  const saved = useSavedProducts();
  const label = t('account.save');
  const name = t('account.saveProduct', { name: productName });
  if (saved.status !== 'ready' && saved.status !== 'signedIn') {
    return (
      <a href={`${localePrefix(i18n.language)}${loginPathFor(asPath)}`} className={saveClass} aria-label={name}>
        {label}
      </a>
    );
  }
  return (
    <button
      type="button"
      className={saveClass}
      aria-pressed={saved.isSaved(productId)}
      disabled={saved.status === 'signedIn'}
      aria-busy={saved.isPending(productId) || undefined}
      onClick={() => void saved.toggle(productId)}
      aria-label={name}
      data-testid="save-product"
    >
      {label}
    </button>
  );
}
