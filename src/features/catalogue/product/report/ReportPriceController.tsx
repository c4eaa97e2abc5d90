import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { ReportPriceDialogProps } from './ReportPriceDialog';

/** The dialog (Chakra, framer-motion, the report call) loads when a shopper first reaches for it. */
const loadDialog = () => import('./ReportPriceDialog').then((module) => module.default);

const TRIGGER = 'button[data-report-offer]';

interface ReportTarget {
  offerId: number;
  storeName: string;
}

function triggerOf(event: Event): HTMLButtonElement | null {
  return event.target instanceof Element ? event.target.closest<HTMLButtonElement>(TRIGGER) : null;
}

/**
 * Answers every "Report a wrong price" button on the page (ReportPriceTrigger) through one
 * listener on the document, so the buttons work inside regions React never hydrated.
 */
export function ReportPriceController({ productName }: { productName: string }) {
  const opener = useRef<HTMLButtonElement | null>(null);
  const [Dialog, setDialog] = useState<ComponentType<ReportPriceDialogProps> | null>(null);
  const [target, setTarget] = useState<ReportTarget | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const prefetch = (event: Event) => {
      if (triggerOf(event)) void loadDialog();
    };
    const openFor = (event: MouseEvent) => {
      const button = triggerOf(event);
      const offerId = Number(button?.dataset.reportOffer);
      if (!button || !Number.isInteger(offerId)) return;
      opener.current = button;
      setTarget({ offerId, storeName: button.dataset.reportStore ?? '' });
      setOpen(true);
      void loadDialog().then((component) => setDialog(() => component));
    };
    document.addEventListener('pointerover', prefetch);
    document.addEventListener('focusin', prefetch);
    document.addEventListener('click', openFor);
    return () => {
      document.removeEventListener('pointerover', prefetch);
      document.removeEventListener('focusin', prefetch);
      document.removeEventListener('click', openFor);
    };
  }, []);

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
