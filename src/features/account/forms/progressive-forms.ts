import Router from 'next/router';
import { PROGRESSIVE_FORM_ATTRIBUTE } from './ProgressiveForm';

function setBusy(form: HTMLFormElement, busy: boolean) {
  form.querySelectorAll<HTMLButtonElement>('button[type=submit]').forEach((button) => {
    if (busy) button.setAttribute('aria-busy', 'true');
    else button.removeAttribute('aria-busy');
    button.disabled = busy;
  });
}

async function send(form: HTMLFormElement) {
  setBusy(form, true);
  try {
    const body = new URLSearchParams([...new FormData(form).entries()].map(([name, value]) => [name, String(value)]));
    const response = await fetch(form.action, { method: 'POST', body, headers: { Accept: 'application/json' } });
    const { redirect, reload } = (await response.json()) as { redirect?: string; reload?: boolean };
    if (typeof redirect !== 'string' || !redirect.startsWith('/')) throw new Error('no destination');
    // Signed out (the account closed, every session ended): the whole page must say so.
    if (reload) window.location.assign(redirect);
    else await Router.push(redirect, undefined, { scroll: !redirect.includes('#') });
  } catch {
    // The route could not be asked this way: let the browser post the form itself.
    form.submit();
  } finally {
    setBusy(form, false);
  }
}

/**
 * The account forms' behaviour, for every ProgressiveForm of the document through one listener:
 * the post goes by fetch, asking for JSON, and the page it answers with opens client-side; the
 * submit button is busy meanwhile. Installed once by the app.
 */
export function watchProgressiveForms(root: Document = document): () => void {
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target instanceof HTMLFormElement ? event.target : null;
    if (!form?.hasAttribute(PROGRESSIVE_FORM_ATTRIBUTE) || event.defaultPrevented) return;
    event.preventDefault();
    void send(form);
  };
  root.addEventListener('submit', onSubmit);
  return () => root.removeEventListener('submit', onSubmit);
}
