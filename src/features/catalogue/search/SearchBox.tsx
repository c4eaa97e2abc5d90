import { useRouter } from 'next/router';
import { useRef, useState, type ComponentType } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { PricingClient } from '@/lib/pricing/http';
import styles from './SearchBox.module.css';
import type { SearchComboboxProps } from './SearchCombobox';
import { SearchSubmit } from './SearchSubmit';
import { loadSearchCalls } from './load-search-calls';

/** The combobox and its suggestion calls load when the shopper reaches for the box, not with every page. */
const loadCombobox = () => {
  void loadSearchCalls();
  return import('./SearchCombobox').then((module) => module.default);
};

/** The page has one header search: a fixed id, so the server's render and the island's agree. */
const INPUT_ID = 'site-search';

/**
 * The header search. First a plain search form (it works without scripts: a GET to the results
 * page); pointing at it or focusing it brings in the suggestions combobox, which takes its place
 * with what was typed and the focus.
 */
export function SearchBox({ client }: { client?: PricingClient }) {
  const { t } = useTranslation('common');
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);
  const [Combobox, setCombobox] = useState<ComponentType<SearchComboboxProps> | null>(null);
  const [takeover, setTakeover] = useState({ text: '', focus: false });
  const upgrade = (focus: boolean) => {
    void loadCombobox().then((component) => {
      setTakeover({ text: input.current?.value ?? '', focus: focus || document.activeElement === input.current });
      setCombobox(() => component);
    });
  };
  if (Combobox) return <Combobox client={client} initialText={takeover.text} autoFocus={takeover.focus} />;
  return (
    <form role="search" action="/search/" method="get" className={styles.form}>
      <label htmlFor={INPUT_ID} className="visually-hidden">
        {t('search.label')}
      </label>
      <input
        ref={input}
        id={INPUT_ID}
        className={styles.input}
        name="q"
        type="search"
        autoComplete="off"
        placeholder={t('search.placeholder')}
        defaultValue={typeof router.query.q === 'string' ? router.query.q : ''}
        maxLength={200}
        onPointerEnter={() => upgrade(false)}
        onFocus={() => upgrade(true)}
      />
      <SearchSubmit label={t('search.title')} />
    </form>
  );
}
