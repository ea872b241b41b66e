import { createContext, useContext, useSyncExternalStore } from 'react';
import { useSnapshot } from 'valtio';
import type { Stores } from './stores';

const StoresContext = createContext<Stores | null>(null);

/**
 * Gives the app below it its stores: in the browser the one set made at start, on the server the
 * set of that render (entry-server.tsx), so two visitors' renders never share state.
 */
export const StoresProvider = StoresContext.Provider;

/**
 * The stores of this render, for the callbacks that act on them (`stores.jobs.load(…)`); render
 * reads their snapshots through the hooks below.
 */
export function useStores(): Stores {
  const stores = useContext(StoresContext);
  if (!stores) throw new Error('useStores is called outside a StoresProvider.');
  return stores;
}

export function useJobs() {
  return useSnapshot(useStores().jobs.state);
}

export function useMembers() {
  return useSnapshot(useStores().members.state);
}

export function useToasts() {
  return useSnapshot(useStores().toasts.state).toasts;
}

export function useSite() {
  return useSnapshot(useStores().site);
}

const noSubscription = () => () => {};

/**
 * The session as the page shows it. A server render knows no session (it lives in this browser's
 * storage), so a page rendered there is hydrated signed out, as it was sent, and shows the session
 * in the render that follows: no mismatch between the server's HTML and the first client render.
 */
export function useAuth() {
  const snapshot = useSnapshot(useStores().session.state);
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return hydrated ? snapshot : { ...snapshot, auth: null, token: null };
}
