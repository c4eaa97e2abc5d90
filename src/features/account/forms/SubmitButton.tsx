import { buttonClass, type ButtonVariant } from '@/components/ui/button';
import styles from './forms.module.css';

interface SubmitButtonProps {
  label: string;
  /** Said instead while the form is sent; without it the label stays, with the spinner. */
  busyLabel?: string;
  variant?: ButtonVariant;
  size?: 'sm' | 'md';
  testId?: string;
  /** Busy as the component says, for a form that React sends itself. */
  busy?: boolean;
}

/**
 * An account form's submit button. While its form is sent by script (progressive-forms.ts marks
 * it `aria-busy` and disabled) it turns a spinner and says its busy label: both are in its
 * markup, so the behaviour changes attributes only, never the text React renders.
 */
export function SubmitButton({ label, busyLabel, variant = 'solid', size = 'md', testId, busy }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className={buttonClass(variant, { size, className: styles.submit })}
      data-testid={testId}
      aria-busy={busy || undefined}
      disabled={busy || undefined}
    >
      <span className={styles.idleLabel}>{label}</span>
      <span className={styles.busyLabel}>{busyLabel ?? label}</span>
    </button>
  );
}
