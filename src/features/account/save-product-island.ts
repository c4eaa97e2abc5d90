import dynamic from 'next/dynamic';
import { defineIsland } from '@/components/islands/island';
import type { SaveProductButtonProps } from './SaveProductButton';

/**
 * Save on a product card or page. A module of its own: product cards place it, and the account
 * page's saved products (an island too) render product cards.
 */
export const SaveProductIsland = defineIsland<SaveProductButtonProps>({
  name: 'save-product',
  strings: ['account.save', 'account.saveProduct'],
  component: dynamic(() => import('./SaveProductButton').then((module) => module.SaveProductButton)),
});
