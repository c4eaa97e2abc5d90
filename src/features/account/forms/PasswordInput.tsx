import { FormControl, FormHelperText, FormLabel, Input } from '@chakra-ui/react';

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
export function PasswordInput({ id, name, label, autoComplete, help, isRequired = true }: PasswordInputProps) {
  return (
    <FormControl id={id} isRequired={isRequired}>
      <FormLabel>{label}</FormLabel>
      <Input
        name={name}
        type="password"
        autoComplete={autoComplete}
        minLength={autoComplete === 'new-password' ? 10 : undefined}
        maxLength={4096}
      />
      {help && <FormHelperText>{help}</FormHelperText>}
    </FormControl>
  );
}
