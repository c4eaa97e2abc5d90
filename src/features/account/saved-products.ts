import { useSyncExternalStore } from 'react';
import { accountSessionNow, subscribeToAccountSession } from './account-session';

const ENDPOINT = '/api/account/saved-products/';

export interface SavedProductsState {
  /** `unknown` until the session is known; `signedIn` while the shopper's list loads. */
  status: 'unknown' | 'anonymous' | 'signedIn' | 'ready';
  isSaved: (productId: number) => boolean;
  isPending: (productId: number) => boolean;
  toggle: (productId: number) => Promise<void>;
}

let saved = new Set<number>();
let pending = new Set<number>();
let loaded = false;
/** The session status the list was last loaded or forgotten for. */
let sessionStatus = accountSessionNow().status;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function snapshot(): SavedProductsState {
  const status =
    sessionStatus === 'authenticated'
      ? loaded
        ? 'ready'
        : 'signedIn'
      : sessionStatus === 'loading'
        ? 'unknown'
        : 'anonymous';
  const savedNow = saved;
  const pendingNow = pending;
  return {
    status,
    isSaved: (productId) => savedNow.has(productId),
    isPending: (productId) => pendingNow.has(productId),
    toggle,
  };
}

const SERVER_STATE = snapshot();
let current = SERVER_STATE;

function changed() {
  current = snapshot();
  for (const listener of listeners) listener();
}

function load() {
  const request = fetch(ENDPOINT, { headers: { Accept: 'application/json' } })
    .then((response) => (response.ok ? response.json() : { productIds: [] }))
    .then((body: { productIds?: number[] }) => {
      if (loading !== request) return;
      saved = new Set(body.productIds ?? []);
    })
    .catch(() => undefined)
    .finally(() => {
      if (loading !== request) return;
      loading = null;
      loaded = true;
      changed();
    });
  loading = request;
}

/** Signing in loads the list once; leaving the signed-in state forgets it at once. */
function followSession() {
  const status = accountSessionNow().status;
  if (status === sessionStatus) return;
  sessionStatus = status;
  saved = new Set();
  loaded = false;
  loading = null;
  if (status === 'authenticated') load();
  changed();
}

let following = false;

function subscribe(listener: () => void) {
  if (!following) {
    following = true;
    subscribeToAccountSession(followSession);
    followSession();
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Each toggle is optimistic and reverted if the server refuses it; a product with a request in
 * flight ignores further clicks, so two quick clicks cannot race each other.
 */
async function toggle(productId: number) {
  if (pending.has(productId)) return;
  const wasSaved = saved.has(productId);
  const flip = (on: boolean) => {
    saved = new Set(saved);
    if (on) saved.add(productId);
    else saved.delete(productId);
  };
  pending = new Set(pending).add(productId);
  flip(!wasSaved);
  changed();
  try {
    const response = await fetch(`${ENDPOINT}${productId}/`, { method: wasSaved ? 'DELETE' : 'PUT' });
    if (!response.ok) throw new Error(`saving failed with ${response.status}`);
  } catch {
    flip(wasSaved);
  } finally {
    pending = new Set(pending);
    pending.delete(productId);
    changed();
  }
}

/**
 * The signed-in shopper's saved product ids, for every Save toggle of the page: a store outside
 * React, following the session store, so toggles in separate island roots agree.
 */
export function useSavedProducts(): SavedProductsState {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => SERVER_STATE,
  );
}
