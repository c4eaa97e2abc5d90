import NextLink from 'next/link';
import { HStack, Link, Text } from '@chakra-ui/react';
import type { TermLink } from '@/lib/content/content-types';

/** A post's categories or tags, each linking to its archive. */
export function TermLinks({ label, terms }: { label: string; terms: readonly TermLink[] }) {
  if (terms.length === 0) return null;
  return (
    <HStack spacing={2} flexWrap="wrap" fontSize="sm">
      <Text as="span" fontWeight="semibold">{label}:</Text>
      {terms.map((term) =>
        term.href ? (
          <Link key={term.slug} as={NextLink} href={term.href} color="brand.600">{term.name}</Link>
        ) : (
          <Text as="span" key={term.slug}>{term.name}</Text>
        ),
      )}
    </HStack>
  );
}
