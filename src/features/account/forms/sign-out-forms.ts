import { accountSessionNow } from '../account-session';

export const SIGN_OUT_FORM_ATTRIBUTE = 'data-sign-out-form';

/**
 * Sign-out forms post to next-auth's sign-out route without JavaScript; with it, next-auth's
 * client signs out (every tab hears it). One listener for every such form of the document.
 */
export function watchSignOutForms(root: Document = document): () => void {
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target instanceof HTMLFormElement ? event.target : null;
    if (!form?.hasAttribute(SIGN_OUT_FORM_ATTRIBUTE) || event.defaultPrevented) return;
    event.preventDefault();
    accountSessionNow().signOut();
  };
  root.addEventListener('submit', onSubmit);
  return () => root.removeEventListener('submit', onSubmit);
}
