import type { Translations } from '@/lib/i18n/translations';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { loadLazyNamespace } from '@/lib/i18n/lazy-namespace';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { ReportPriceDialogProps } from './ReportPriceDialog';

/** The dialog (Chakra, framer-motion, the report call) and its strings load when a shopper first reaches for it. */
const loadDialog = (i18n: Translations) =>
  Promise.all([import('./ReportPriceDialog'), loadLazyNamespace(i18n, 'report')]).then(([module]) => module.default);

const TRIGGER = 'button[data-report-offer]';

interface ReportTarget {
  offerId: number;
  storeName: string;
}

function triggerOf(event: Event): HTMLButtonElement | null {
  return event.target instanceof Element ? event.target.closest<HTMLButtonElement>(TRIGGER) : null;
}

export interface ReportPriceControllerProps {
  productName: string;
}

/**
 * Answers every "Report a wrong price" button on the page (ReportPriceTrigger) through one
 * listener on the document, so the buttons work in the server's HTML, which React never hydrates.
 */
export function ReportPriceController({ productName }: ReportPriceControllerProps) {
  const { i18n } = useTranslation();
  const opener = useRef<HTMLButtonElement | null>(null);
  const [Dialog, setDialog] = useState<ComponentType<ReportPriceDialogProps> | null>(null);
  const [target, setTarget] = useState<ReportTarget | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const prefetch = (event: Event) => {
      if (triggerOf(event)) void loadDialog(i18n);
    };
    const openFor = (event: MouseEvent) => {
      const button = triggerOf(event);
      const offerId = Number(button?.dataset.reportOffer);
      if (!button || !Number.isInteger(offerId)) return;
      opener.current = button;
      setTarget({ offerId, storeName: button.dataset.reportStore ?? '' });
      setOpen(true);
      void loadDialog(i18n).then((component) => setDialog(() => component));
    };
    document.addEventListener('pointerover', prefetch);
    document.addEventListener('focusin', prefetch);
    document.addEventListener('click', openFor);
    return () => {
      document.removeEventListener('pointerover', prefetch);
      document.removeEventListener('focusin', prefetch);
      document.removeEventListener('click', openFor);
    };
  }, [i18n]);

  if (!Dialog || !target) return null;
  return (
    <Dialog
      // A new offer is a new form.
      key={target.offerId}
      isOpen={open}
      onClose={() => setOpen(false)}
      returnFocusTo={opener}
      offerId={target.offerId}
      storeName={target.storeName}
      productName={productName}
    />
  );
}
