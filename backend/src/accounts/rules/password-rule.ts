import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The rule every new password meets, here and in the WordPress plugin alike: at least 10
 * characters (Unicode code points) and at most 4096, and not one of the common passwords
 * zxcvbn-ts knows (its `passwords-common` list, compared without regard to case). The plugin ships
 * the same list as a data file generated from this package, so both answer the same.
 */
export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 4096;

export type PasswordProblem = 'too_short' | 'too_long' | 'too_common';

/** The entries that could pass the length rule: shorter ones are refused before the list is asked. */
export function commonPasswordCandidates(): string[] {
  return dictionary['passwords-common'].filter((entry) => [...entry].length >= MIN_PASSWORD_LENGTH);
}

let common: Set<string> | undefined;

export function passwordProblem(password: string): PasswordProblem | null {
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH) return 'too_short';
  if (length > MAX_PASSWORD_LENGTH) return 'too_long';
  common ??= new Set(commonPasswordCandidates());
  return common.has(password.toLowerCase()) ? 'too_common' : null;
}
