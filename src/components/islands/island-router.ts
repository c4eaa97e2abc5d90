import Router from 'next/router';

type Listener = () => void;

const listeners = new Set<Listener>();
let current: object = Object.create(Router) as object;
let subscribed = false;

/** A new identity for the router after every route or hash change, so island roots re-render. */
function onRouteChange() {
  current = Object.create(Router) as object;
  for (const listener of listeners) listener();
}

function subscribe(listener: Listener): () => void {
  if (!subscribed) {
    subscribed = true;
    Router.events.on('routeChangeComplete', onRouteChange);
    Router.events.on('hashChangeComplete', onRouteChange);
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Next's router for island roots, which Next's app does not wrap: its singleton (every field and
 * method read through to the live router), under a new identity after each route change so the
 * islands that show the current path follow it.
 */
export const islandRouter = {
  subscribe,
  current: () => current,
};
