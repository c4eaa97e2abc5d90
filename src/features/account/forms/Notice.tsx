import type { ReactNode } from 'react';
import styles from './forms.module.css';

interface NoticeProps {
  tone: 'info' | 'success' | 'warning' | 'error';
  role?: 'alert' | 'status';
  testId?: string;
  children: ReactNode;
}

/** A message set apart by a coloured edge in its tone: a form's answer, a warning about the account. */
export function Notice({ tone, role, testId, children }: NoticeProps) {
  return (
    <div className={`${styles.notice} ${styles[tone]}`} role={role} data-testid={testId}>
      {children}
    </div>
  );
}
