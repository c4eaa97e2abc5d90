import { Box, useColorModeValue } from '@chakra-ui/react';
import { useId, useState, type ReactNode } from 'react';

interface FaqItemProps {
  question: ReactNode;
  children: ReactNode;
}

/**
 * A WordPress FAQ block (`<details>`) as a disclosure: a real button, so it toggles by click,
 * Enter and Space, and announces its state (spec §2: "FAQ blocks toggle open on click").
 */
export function FaqItem({ question, children }: FaqItemProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const border = useColorModeValue('gray.200', 'gray.600');
  return (
    <Box borderWidth="1px" borderColor={border} borderRadius="md" my={3} data-testid="faq-item">
      <Box as="h3" m={0} fontSize="md" data-faq-question="">
        <Box
          as="button"
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          w="100%"
          textAlign="left"
          fontWeight="semibold"
          px={4}
          py={3}
          display="flex"
          justifyContent="space-between"
          gap={3}
        >
          <span>{question}</span>
          <Box as="span" aria-hidden="true" transform={open ? 'rotate(180deg)' : undefined} transition="transform 0.2s">
            ▾
          </Box>
        </Box>
      </Box>
      <Box id={panelId} hidden={!open} px={4} pb={3}>
        {children}
      </Box>
    </Box>
  );
}
