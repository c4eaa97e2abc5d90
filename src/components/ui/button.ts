import styles from './button.module.css';

export type ButtonVariant = 'solid' | 'outline' | 'ghost';

/** The class names of a button (or of a link styled as one). */
export function buttonClass(
  variant: ButtonVariant = 'solid',
  { size = 'md', icon = false, className }: { size?: 'sm' | 'md'; icon?: boolean; className?: string } = {},
): string {
  return [styles.button, styles[variant], size === 'sm' && styles.sm, icon && styles.icon, className]
    .filter(Boolean)
    .join(' ');
}
