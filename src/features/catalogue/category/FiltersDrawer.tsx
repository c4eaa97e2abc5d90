import { Drawer, DrawerBody, DrawerCloseButton, DrawerContent, DrawerHeader, DrawerOverlay } from '@chakra-ui/react';
import type { ReactNode, RefObject } from 'react';
import { ReducedMotion } from '@/components/overlay/ReducedMotion';
import { ChakraScope } from '@/theme/chakra/ChakraScope';

export interface FiltersDrawerProps {
  isOpen: boolean;
  onClose: () => void;
  /** Where focus goes back when the drawer closes: the button that opened it. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  title: string;
  closeLabel: string;
  children: ReactNode;
}

/** The category filters on a phone: a Chakra drawer, loaded the first time a shopper opens it. */
export default function FiltersDrawer({
  isOpen,
  onClose,
  returnFocusTo,
  title,
  closeLabel,
  children,
}: FiltersDrawerProps) {
  return (
    <ChakraScope>
      <ReducedMotion>
        <Drawer isOpen={isOpen} placement="left" onClose={onClose} finalFocusRef={returnFocusTo} size="sm">
          <DrawerOverlay />
          <DrawerContent data-testid="filters-drawer">
            <DrawerCloseButton aria-label={closeLabel} />
            <DrawerHeader as="h2" fontSize="lg">
              {title}
            </DrawerHeader>
            <DrawerBody pb={6}>{children}</DrawerBody>
          </DrawerContent>
        </Drawer>
      </ReducedMotion>
    </ChakraScope>
  );
}
