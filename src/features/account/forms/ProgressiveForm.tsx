import { Stack, type StackProps } from '@chakra-ui/react';
import { useRouter } from 'next/router';
import { useState, type FormEvent, type ReactNode } from 'react';

export interface ProgressiveFormProps extends Omit<StackProps, 'children' | 'onSubmit' | 'as'> {
  /** An account API route (`/api/account/…/`): it answers a plain post with a redirect. */
  action: string;
  /** Hidden fields (the UI language, a token). */
  fields?: Record<string, string>;
  /** The form's accessible name. */
  label: string;
  children: (busy: boolean) => ReactNode;
}

/**
 * An account form that works without JavaScript (a plain POST; the route redirects back to a page
 * whose query says what happened) and with it: the same post by fetch, asking for JSON, then a
 * client-side visit to the same destination, without a full page load.
 */
export function ProgressiveForm({ action, fields = {}, label, children, ...stack }: ProgressiveFormProps) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLDivElement>) => {
    event.preventDefault();
    const form = event.currentTarget as unknown as HTMLFormElement;
    setBusy(true);
    try {
      const body = new URLSearchParams([...new FormData(form).entries()].map(([name, value]) => [name, String(value)]));
      const response = await fetch(action, { method: 'POST', body, headers: { Accept: 'application/json' } });
      const { redirect, reload } = (await response.json()) as { redirect?: string; reload?: boolean };
      if (typeof redirect !== 'string' || !redirect.startsWith('/')) throw new Error('no destination');
      // Signed out (the account closed, every session ended): the whole page must say so.
      if (reload) window.location.assign(redirect);
      else await router.push(redirect, undefined, { scroll: !redirect.includes('#') });
    } catch {
      // The route could not be asked this way: let the browser post the form itself.
      form.submit();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack as="form" action={action} method="post" aria-label={label} onSubmit={onSubmit} spacing={4} {...stack}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children(busy)}
    </Stack>
  );
}
