import { Box, Input, InputGroup, InputLeftElement, List, ListItem, Text, useColorModeValue, VisuallyHidden } from '@chakra-ui/react';
import { useRouter } from 'next/router';
import { useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { categoryPath, productPath } from '@/lib/catalogue/slugs';
import type { PricingClient } from '@/lib/pricing/http';
import { useSearchSuggestions } from './use-search-suggestions';

interface Option {
  id: string;
  href: string;
  label: string;
  detail: string;
}

/**
 * Moves the highlight through the options; -1 is the input itself, so the highlight wraps
 * options → input → options like native comboboxes do.
 */
export function nextActiveIndex(current: number, count: number, step: 1 | -1): number {
  if (count === 0) return -1;
  const next = current + step;
  if (next >= count) return -1;
  if (next < -1) return count - 1;
  return next;
}

export function searchResultsHref(text: string): string {
  return `/search/?q=${encodeURIComponent(text.trim())}`;
}

/**
 * The header search: an ARIA 1.2 combobox with a listbox popup. Arrows move through the
 * suggestions, Enter opens the highlighted one (or the full results), Escape closes.
 */
export function SearchBox({ client }: { client?: PricingClient }) {
  const { t } = useTranslation('common');
  const router = useRouter();
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(typeof router.query.q === 'string' ? router.query.q : '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { suggestions, loading } = useSearchSuggestions(text, client);
  const popupBackground = useColorModeValue('white', 'gray.800');

  const options = useMemo<Option[]>(() => {
    if (!suggestions) return [];
    return [
      ...suggestions.categories.map((category) => ({
        id: `${baseId}-category-${category.id}`,
        href: categoryPath(category.name, category.id),
        label: category.name,
        detail: t('search.categoryOption', { path: category.path.slice(0, -1).join(' › ') || t('nav.allCategories') }),
      })),
      ...suggestions.products.map((product) => ({
        id: `${baseId}-product-${product.id}`,
        href: productPath(product.name, product.id),
        label: product.name,
        detail: product.categoryPath.at(-1) ?? '',
      })),
    ];
  }, [suggestions, baseId, t]);

  const expanded = open && text.trim() !== '' && suggestions !== null;
  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const go = (href: string) => {
    close();
    void router.push(href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => nextActiveIndex(index, options.length, step));
    } else if (event.key === 'Escape') {
      if (expanded) close();
      else setText('');
    } else if (event.key === 'Enter' && expanded && active >= 0 && options[active]) {
      event.preventDefault();
      go(options[active].href);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go(searchResultsHref(text));
  };

  const activeOption = expanded && active >= 0 ? options[active] : undefined;
  const status = !expanded
    ? ''
    : options.length === 0
      ? t('search.noSuggestions', { text: suggestions.text })
      : t('search.suggestionCount', { count: options.length });

  return (
    <Box as="form" role="search" action="/search/" method="get" onSubmit={onSubmit} position="relative" w="100%">
      <VisuallyHidden as="label" htmlFor={`${baseId}-input`}>{t('search.label')}</VisuallyHidden>
      <InputGroup>
        <InputLeftElement pointerEvents="none" aria-hidden="true">
          <svg width="18" height="18" viewBox="0 0 24 24"><path fill="currentColor" d="M10 2a8 8 0 016.3 12.9l5.4 5.4-1.4 1.4-5.4-5.4A8 8 0 1110 2zm0 2a6 6 0 100 12 6 6 0 000-12z" /></svg>
        </InputLeftElement>
        <Input
          ref={inputRef}
          id={`${baseId}-input`}
          name="q"
          type="search"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={activeOption?.id}
          aria-busy={loading}
          placeholder={t('search.placeholder')}
          value={text}
          maxLength={200}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setTimeout(close, 150)}
          onKeyDown={onKeyDown}
        />
      </InputGroup>
      <VisuallyHidden role="status" aria-live="polite">{status}</VisuallyHidden>
      <List
        id={listboxId}
        role="listbox"
        aria-label={t('search.suggestions')}
        hidden={!expanded}
        position="absolute"
        top="calc(100% + 4px)"
        left={0}
        right={0}
        zIndex="dropdown"
        bg={popupBackground}
        borderWidth="1px"
        borderRadius="md"
        boxShadow="lg"
        maxH="70vh"
        overflowY="auto"
        py={1}
      >
        {options.map((option, index) => (
          <ListItem
            key={option.id}
            id={option.id}
            role="option"
            aria-selected={index === active}
            px={3}
            py={2}
            cursor="pointer"
            bg={index === active ? 'brand.50' : undefined}
            color={index === active ? 'gray.900' : undefined}
            onMouseDown={(event) => event.preventDefault()}
            onMouseEnter={() => setActive(index)}
            onClick={() => go(option.href)}
          >
            <Text fontWeight="semibold" noOfLines={1}>{option.label}</Text>
            {option.detail && <Text fontSize="xs" color="gray.500" noOfLines={1}>{option.detail}</Text>}
          </ListItem>
        ))}
        {expanded && options.length === 0 && (
          <ListItem role="presentation" px={3} py={2} color="gray.500">{status}</ListItem>
        )}
      </List>
    </Box>
  );
}
