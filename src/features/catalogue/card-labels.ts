import { useMemo } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';

/** The words every product card of a list shares. */
export interface CardLabels {
  discount: (percent: number) => string;
  fromPrice: (price: string) => string;
  noPrice: string;
  visitStore: string;
  visitStoreFor: (name: string) => string;
}

/** Once per list, not once per card: a page of 24 cards renders without 24 translation subscriptions. */
export function useCardLabels(): CardLabels {
  const { t } = useTranslation('common');
  return useMemo(
    () => ({
      discount: (percent) => t('product.discount', { percent }),
      fromPrice: (price) => t('product.fromPrice', { price }),
      noPrice: t('product.noPrice'),
      visitStore: t('product.visitStore'),
      visitStoreFor: (name) => t('product.visitStoreFor', { name }),
    }),
    [t],
  );
}
