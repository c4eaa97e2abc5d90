import { Box, Container, Flex, HStack, useColorModeValue } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { LanguageOption } from '@/lib/content/language-links';
import { ColorModeToggle } from './ColorModeToggle';
import { LanguageSwitch } from './LanguageSwitch';
import { MainNavigation } from './MainNavigation';
import { SiteLogo } from './SiteLogo';

interface SiteHeaderProps {
  /** The search box lives in the catalogue feature; the header only gives it a place. */
  search?: ReactNode;
  /** Account controls (sign in / out) from the account feature. */
  account?: ReactNode;
  /** The languages of the site, when the page loaded them (editorial pages do). */
  languages?: readonly LanguageOption[] | null;
}

export function SiteHeader({ search, account, languages }: SiteHeaderProps) {
  const border = useColorModeValue('gray.200', 'gray.700');
  const background = useColorModeValue('white', 'gray.900');
  return (
    <Box as="header" borderBottomWidth="1px" borderColor={border} bg={background} position="sticky" top={0} zIndex="banner">
      <Container maxW="container.xl" py={3}>
        <Flex align="center" gap={4} wrap={{ base: 'wrap', lg: 'nowrap' }}>
          <SiteLogo />
          <Box flex="1" minW={{ base: '100%', lg: '280px' }} order={{ base: 3, lg: 2 }}>
            {search}
          </Box>
          <HStack spacing={1} order={{ base: 2, lg: 3 }} ml="auto">
            <LanguageSwitch options={languages} />
            <ColorModeToggle />
            {account}
          </HStack>
        </Flex>
        <Box mt={2}>
          <MainNavigation />
        </Box>
      </Container>
    </Box>
  );
}
