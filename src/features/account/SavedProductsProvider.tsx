import { useAccountSession } from './account-session';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

const ENDPOINT = '/api/account/saved-products/';

export interface SavedProductsState {
  /** `unknown` until the session is known; `signedIn` while the shopper's list loads. */
  status: 'unknown' | 'anonymous' | 'signedIn' | 'ready';
  isSaved: (productId: number) => boolean;
  isPending: (productId: number) => boolean;
  toggle: (productId: number) => Promise<void>;
}

const SavedProductsContext = createContext<SavedProductsState | null>(null);

/** Null outside the provider (e.g. in isolated component tests): Save controls then hide. */
export function useSavedProducts(): SavedProductsState | null {
  return useContext(SavedProductsContext);
}

/**
 * Keeps the signed-in shopper's saved product ids. Each toggle is optimistic and reverted if the
 * server refuses it; a product with a request in flight ignores further clicks, so two quick
 * clicks cannot race each other.
 */
export function SavedProductsProvider({ children }: { children: ReactNode }) {
  const { status } = useAccountSession();
  const [saved, setSaved] = useState<Set<number>>(new Set());
  const [loaded, setLoaded] = useState(false);
  const [pending, setPending] = useState<Set<number>>(new Set());
  const pendingRef = useRef(new Set<number>());
  // Leaving the signed-in state forgets the list at once (state adjusted while rendering, not in an effect).
  const [statusSeen, setStatusSeen] = useState(status);
  if (statusSeen !== status) {
    setStatusSeen(status);
    if (status !== 'authenticated') {
      setSaved(new Set());
      setLoaded(false);
    }
  }

  useEffect(() => {
    if (status !== 'authenticated') return;
    let current = true;
    fetch(ENDPOINT, { headers: { Accept: 'application/json' } })
      .then((response) => (response.ok ? response.json() : { productIds: [] }))
      .then((body: { productIds?: number[] }) => {
        if (current) {
          setSaved(new Set(body.productIds ?? []));
          setLoaded(true);
        }
      })
      .catch(() => current && setLoaded(true));
    return () => {
      current = false;
    };
  }, [status]);

  const toggle = useCallback(async (productId: number) => {
    if (pendingRef.current.has(productId)) return;
    pendingRef.current.add(productId);
    setPending(new Set(pendingRef.current));
    let wasSaved = false;
    setSaved((previous) => {
      wasSaved = previous.has(productId);
      const next = new Set(previous);
      if (wasSaved) next.delete(productId);
      else next.add(productId);
      return next;
    });
    try {
      const response = await fetch(`${ENDPOINT}${productId}/`, { method: wasSaved ? 'DELETE' : 'PUT' });
      if (!response.ok) throw new Error(`saving failed with ${response.status}`);
    } catch {
      setSaved((previous) => {
        const next = new Set(previous);
        if (wasSaved) next.add(productId);
        else next.delete(productId);
        return next;
      });
    } finally {
      pendingRef.current.delete(productId);
      setPending(new Set(pendingRef.current));
    }
  }, []);

  const value = useMemo<SavedProductsState>(
    () => ({
      status:
        status === 'authenticated' ? (loaded ? 'ready' : 'signedIn') : status === 'loading' ? 'unknown' : 'anonymous',
      isSaved: (productId) => saved.has(productId),
      isPending: (productId) => pending.has(productId),
      toggle,
    }),
    [status, loaded, saved, pending, toggle],
  );
  return <SavedProductsContext.Provider value={value}>{children}</SavedProductsContext.Provider>;
}
