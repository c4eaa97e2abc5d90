import styles from './forms.module.css';

interface FieldProps {
  id: string;
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password' | 'number';
  autoComplete?: string;
  defaultValue?: string;
  maxLength?: number;
  minLength?: number;
  isRequired?: boolean;
  /** Said under the field and read with it. */
  help?: string;
  className?: string;
  inputMode?: 'decimal';
  min?: string;
  step?: string;
}

/** A labelled field of an account form; a required one is marked, and says so to the browser. */
export function Field({ id, label, help, isRequired = true, className, ...input }: FieldProps) {
  const helpId = help ? `${id}-help` : undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {isRequired && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      <input
        id={id}
        className={[styles.input, className].filter(Boolean).join(' ')}
        required={isRequired}
        aria-describedby={helpId}
        {...input}
      />
      {help && (
        <p id={helpId} className={styles.help}>
          {help}
        </p>
      )}
    </div>
  );
}
