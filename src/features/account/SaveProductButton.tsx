import { SiteLink } from '@/components/navigation/SiteLink';
import { buttonClass } from '@/components/ui/button';
import styles from './SaveProductButton.module.css';
import { useSavedProducts } from './SavedProductsProvider';

const saveClass = buttonClass('outline', { size: 'sm', className: styles.save });

interface SaveLabels {
  save: string;
  saveProduct: (name: string) => string;
  /** Sign in, then back to this page. */
  signInToSave: string;
}

/**
 * The "Save" toggle of product cards and product pages (a heart drawn by its style sheet, filled
 * when saved). Until the session is known, and for anonymous shoppers, it is a link to sign in and
 * come back, so a page of cards does not change once the session arrives. Its accessible name
 * starts with the visible word ("Save Sony WH-1000XM5"); its pressed state says whether it is saved.
 */
export function SaveProductButton({
  productId,
  productName,
  labels,
}: {
  productId: number;
  productName: string;
  labels: SaveLabels;
}) {
  const saved = useSavedProducts();
  if (!saved) return null;
  if (saved.status !== 'ready' && saved.status !== 'signedIn') {
    return (
      <SiteLink href={labels.signInToSave} className={saveClass} aria-label={labels.saveProduct(productName)}>
        {labels.save}
      </SiteLink>
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
      aria-label={labels.saveProduct(productName)}
      data-testid="save-product"
    >
      {labels.save}
    </button>
  );
}
