import { Field } from './Field';

interface TextInputProps {
  id: string;
  name: string;
  label: string;
  type?: 'text' | 'email';
  autoComplete: string;
  defaultValue?: string;
  maxLength?: number;
}

/** A labelled, required text or email field of an account form. */
export function TextInput({ type = 'text', ...field }: TextInputProps) {
  return <Field type={type} {...field} />;
}
