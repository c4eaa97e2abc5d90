import { useRouter } from 'next/router';
import { useMemo } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { loginPathFor } from '@/lib/auth/callback-url';

/** The words and sign-in link every product card of a list shares. */
export interface CardLabels {
  discount: (percent: number) => string;
  fromPrice: (price: string) => string;
  noPrice: string;
  visitStore: string;
  visitStoreFor: (name: string) => string;
  save: string;
  saveProduct: (name: string) => string;
  /** Where saving sends an anonymous shopper: sign in, then back to this page. */
  signInToSave: string;
}

/**
 * Once per list, not once per card: a page of 24 cards hydrates without 24 translation and router
 * subscriptions.
 */
export function useCardLabels(): CardLabels {
  const { t } = useTranslation('common');
  const { asPath } = useRouter();
  return useMemo(
    () => ({
      discount: (percent) => t('product.discount', { percent }),
      fromPrice: (price) => t('product.fromPrice', { price }),
      noPrice: t('product.noPrice'),
      visitStore: t('product.visitStore'),
      visitStoreFor: (name) => t('product.visitStoreFor', { name }),
      save: t('account.save'),
      saveProduct: (name) => t('account.saveProduct', { name }),
      signInToSave: loginPathFor(asPath),
    }),
    [t, asPath],
  );
}
