import dynamic from 'next/dynamic';
import { defineIsland } from '@/components/islands/island';
import type { AlertMeButtonProps } from './alerts/AlertMeButton';
import type { LoginFormProps } from './LoginForm';
import type { SavedProductsProps } from './SavedProducts';

export { SaveProductIsland } from './save-product-island';

/** "Alert me" on a product page; its dialog and the `alerts` strings load on first use. */
export const AlertMeIsland = defineIsland<AlertMeButtonProps>({
  name: 'alert-me',
  strings: ['priceAlerts', 'close'],
  component: dynamic(() => import('./alerts/AlertMeButton').then((module) => module.AlertMeButton)),
});

/** The sign-in form: next-auth's client signs in when it is sent, and a refusal is said in place. */
export const LoginFormIsland = defineIsland<LoginFormProps>({
  name: 'login-form',
  strings: [
    'account.signInTitle',
    'account.username',
    'account.password',
    'account.signIn',
    'account.signingIn',
    'account.errors',
  ],
  component: dynamic(() => import('./LoginForm').then((module) => module.LoginForm)),
});

/** The account page's saved products: one un-saved there leaves the list. */
export const SavedProductsIsland = defineIsland<SavedProductsProps>({
  name: 'saved-products',
  strings: [
    'product',
    'account.save',
    'account.saveProduct',
    'account.noSavedProducts',
    'nav.seeAllCategories',
    'disclosure',
  ],
  component: dynamic(() => import('./SavedProducts').then((module) => module.SavedProducts)),
});
