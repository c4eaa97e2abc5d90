import { Field } from './Field';

interface PasswordInputProps {
  id: string;
  name: string;
  label: string;
  /** `new-password` for a password being chosen (then at least 10 characters), else `current-password`. */
  autoComplete: 'new-password' | 'current-password';
  help?: string;
  isRequired?: boolean;
}

/** A labelled password field; a new one says its rule and asks for 10 characters before sending. */
export function PasswordInput({ autoComplete, ...field }: PasswordInputProps) {
  return (
    <Field
      type="password"
      autoComplete={autoComplete}
      minLength={autoComplete === 'new-password' ? 10 : undefined}
      maxLength={4096}
      {...field}
    />
  );
}
