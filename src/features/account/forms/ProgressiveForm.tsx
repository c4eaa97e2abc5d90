import type { ReactNode } from 'react';
import styles from './forms.module.css';

export const PROGRESSIVE_FORM_ATTRIBUTE = 'data-progressive-form';

export interface ProgressiveFormProps {
  /** An account API route (`/api/account/…/`): it answers a plain post with a redirect. */
  action: string;
  /** Hidden fields (the UI language, a token). */
  fields?: Record<string, string>;
  /** The form's accessible name. */
  label: string;
  /** `narrow` keeps it to a field's width; `compact` spaces its fields closer. */
  layout?: 'narrow' | 'compact';
  testId?: string;
  children: ReactNode;
}

/**
 * An account form that works without JavaScript (a plain POST; the route redirects back to a page
 * whose query says what happened) and with it: the page's form behaviour (progressive-forms.ts)
 * posts it by fetch, asking for JSON, then opens the same destination client-side. Plain markup,
 * so it works the same in the server's HTML, which React never hydrates, and in a page rendered
 * after a client-side navigation.
 */
export function ProgressiveForm({ action, fields = {}, label, layout, testId, children }: ProgressiveFormProps) {
  return (
    <form
      action={action}
      method="post"
      aria-label={label}
      className={[styles.form, layout && styles[layout]].filter(Boolean).join(' ')}
      data-testid={testId}
      {...{ [PROGRESSIVE_FORM_ATTRIBUTE]: '' }}
    >
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </form>
  );
}
