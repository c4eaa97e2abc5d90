import { useRouter } from 'next/router';
import { useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { categoryPath, productPath } from '@/lib/catalogue/slugs';
import type { PricingClient } from '@/lib/pricing/http';
import styles from './SearchBox.module.css';
import { SearchSubmit } from './SearchSubmit';
import { searchResultsHref } from './search-href';
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

export interface SearchComboboxProps {
  client?: PricingClient;
  /** What the shopper had typed before the combobox took over. */
  initialText: string;
  autoFocus?: boolean;
}

/**
 * The header search as an ARIA 1.2 combobox with a listbox popup. Arrows move through the
 * suggestions, Enter opens the highlighted one (or the full results), Escape closes.
 */
export default function SearchCombobox({ client, initialText, autoFocus = false }: SearchComboboxProps) {
  const { t } = useTranslation('common');
  const router = useRouter();
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(initialText);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { suggestions, loading } = useSearchSuggestions(text, client);

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
    <form role="search" action="/search/" method="get" onSubmit={onSubmit} className={styles.form}>
      <label htmlFor={`${baseId}-input`} className="visually-hidden">
        {t('search.label')}
      </label>
      <input
        ref={inputRef}
        // This input replaces the plain one the reader was focusing, so focus stays where it was.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={autoFocus}
        id={`${baseId}-input`}
        className={styles.input}
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
      <SearchSubmit label={t('search.title')} />
      <div role="status" aria-live="polite" className="visually-hidden">
        {status}
      </div>
      <ul
        id={listboxId}
        role="listbox"
        aria-label={t('search.suggestions')}
        hidden={!expanded}
        className={styles.listbox}
      >
        {options.map((option, index) => (
          // Keys are the input's (aria-activedescendant): options never take focus, a click picks one.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={option.id}
            id={option.id}
            role="option"
            aria-selected={index === active}
            className={styles.option}
            onMouseDown={(event) => event.preventDefault()}
            onMouseEnter={() => setActive(index)}
            onClick={() => go(option.href)}
          >
            <span className={styles.optionLabel}>{option.label}</span>
            {option.detail && <span className={styles.optionDetail}>{option.detail}</span>}
          </li>
        ))}
        {expanded && options.length === 0 && (
          <li role="presentation" className={styles.empty}>
            {status}
          </li>
        )}
      </ul>
    </form>
  );
}
