import { useRouter } from 'next/router';
import { useRef, useState, type ComponentType } from 'react';
import type { Translations } from '@/lib/i18n/translations';
import { useTranslation } from '@/lib/i18n/use-translation';
import { loadLazyNamespace } from '@/lib/i18n/lazy-namespace';
import { SiteLink } from '@/components/navigation/SiteLink';
import { buttonClass } from '@/components/ui/button';
import { loginPathFor } from '@/lib/auth/callback-url';
import { useAccountSession } from '../account-session';
import type { AlertDialogProps } from './AlertDialog';
import styles from './AlertMeButton.module.css';

/** The dialog (Chakra, framer-motion) and its strings load the first time a shopper reaches for the button. */
const loadDialog = (i18n: Translations) =>
  Promise.all([import('./AlertDialog'), loadLazyNamespace(i18n, 'alerts')]).then(([module]) => module.default);

const alertClass = buttonClass('outline', { size: 'sm', className: styles.alert });

export interface AlertMeButtonProps {
  productId: number;
  productName: string;
  /** Today's lowest price, for the suggested target; null without one. */
  lowestPrice: number | null;
}

/**
 * "Alert me" on a product page. A signed-in shopper opens the alert dialog; anyone else (and a
 * page whose script has not run) follows a link to sign in that comes back to this product.
 */
export function AlertMeButton({ productId, productName, lowestPrice }: AlertMeButtonProps) {
  const { t, i18n } = useTranslation('common');
  const router = useRouter();
  const { status } = useAccountSession();
  const opener = useRef<HTMLButtonElement>(null);
  const [Dialog, setDialog] = useState<ComponentType<AlertDialogProps> | null>(null);
  const [open, setOpen] = useState(false);
  const label = t('priceAlerts.alertMeFor', { name: productName });

  if (status !== 'authenticated') {
    return (
      <SiteLink href={loginPathFor(router.asPath)} className={alertClass} aria-label={label} data-testid="alert-me">
        {t('priceAlerts.alertMe')}
      </SiteLink>
    );
  }
  return (
    <>
      <button
        ref={opener}
        type="button"
        className={alertClass}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={label}
        onPointerEnter={() => void loadDialog(i18n)}
        onClick={() => {
          setOpen(true);
          void loadDialog(i18n).then((component) => setDialog(() => component));
        }}
        data-testid="alert-me"
      >
        {t('priceAlerts.alertMe')}
      </button>
      {Dialog && (
        <Dialog
          isOpen={open}
          onClose={() => setOpen(false)}
          returnFocusTo={opener}
          productId={productId}
          productName={productName}
          lowestPrice={lowestPrice}
        />
      )}
    </>
  );
}
