import type { Stores } from './stores';

/**
 * A store of a set that only some pages use: made for the set the first time one of them asks,
 * so its code downloads with those pages and the first visit (`createStores`) stays as small.
 */
export function onDemand<Store>(create: (stores: Stores) => Store): (stores: Stores) => Store {
  const made = new WeakMap<Stores, Store>();
  return (stores) => {
    let store = made.get(stores);
    if (!store) {
      store = create(stores);
      made.set(stores, store);
    }
    return store;
  };
}
