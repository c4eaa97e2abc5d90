import { useEffect, useState } from 'react';
import { valueOr } from '@/lib/backend-result';
import { browserPricingClient } from '@/lib/pricing/browser-client';
import type { PricingClient } from '@/lib/pricing/http';
import type { ProductSummary } from '@/lib/pricing/product-summary';
import type { CategoryMatch } from '@/lib/pricing/search';
import { loadSearchCalls } from './load-search-calls';

export const SUGGESTION_DEBOUNCE_MS = 180;

export interface Suggestions {
  /** The text these suggestions answer; stale answers for older text are dropped. */
  text: string;
  products: ProductSummary[];
  categories: CategoryMatch[];
  failed: boolean;
}

/** Debounced product (limit 10) and category (limit 4) suggestions for what the shopper types. */
export function useSearchSuggestions(
  text: string,
  client: PricingClient = browserPricingClient,
): { suggestions: Suggestions | null; loading: boolean } {
  const trimmed = text.trim();
  const [suggestions, setSuggestions] = useState<Suggestions | null>(null);
  const [loading, setLoading] = useState(trimmed !== '');
  // A new text is loading at once, an empty one has nothing (state adjusted while rendering, not in an effect).
  const [textSeen, setTextSeen] = useState(trimmed);
  if (textSeen !== trimmed) {
    setTextSeen(trimmed);
    if (trimmed) setLoading(true);
    else {
      setSuggestions(null);
      setLoading(false);
    }
  }

  useEffect(() => {
    if (!trimmed) return;
    let current = true;
    const timer = setTimeout(async () => {
      const { searchCategories, searchProducts } = await loadSearchCalls();
      const [products, categories] = await Promise.all([
        searchProducts(client, trimmed),
        searchCategories(client, trimmed),
      ]);
      if (!current) return;
      setSuggestions({
        text: trimmed,
        products: products.ok ? products.value.products : [],
        categories: valueOr(categories, []),
        failed: !products.ok && !categories.ok,
      });
      setLoading(false);
    }, SUGGESTION_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [trimmed, client]);

  return { suggestions, loading };
}
