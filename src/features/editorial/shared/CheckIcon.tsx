import { Icon, type IconProps } from '@chakra-ui/react';

/** The check mark of the pick list and the hero bullets (spec §2 "Pick list ... with check marks"). */
export function CheckIcon(props: IconProps) {
  return (
    <Icon viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...props}>
      <path fill="currentColor" d="M9 16.2l-4.2-4.2-1.4 1.4L9 19 21 7l-1.4-1.4z" />
    </Icon>
  );
}
