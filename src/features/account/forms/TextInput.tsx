import { FormControl, FormLabel, Input } from '@chakra-ui/react';

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
export function TextInput({ id, name, label, type = 'text', autoComplete, defaultValue, maxLength }: TextInputProps) {
  return (
    <FormControl id={id} isRequired>
      <FormLabel>{label}</FormLabel>
      <Input name={name} type={type} autoComplete={autoComplete} defaultValue={defaultValue} maxLength={maxLength} />
    </FormControl>
  );
}
