import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import type { FieldSnapshot, FormStore } from './create-form-store.ts';

export const FormStoreContext = createContext<FormStore | undefined>(undefined);

export function useFormStore(): FormStore {
  const store = useContext(FormStoreContext);
  if (!store) throw new Error('useFormStore needs a FormStoreContext provider');
  return store;
}

/** One field's state, subscribed by path: a change elsewhere in the form does not re-render it. */
export function useFieldSnapshot(path: string): FieldSnapshot {
  const store = useFormStore();
  const subscribe = useCallback((listener: () => void) => store.subscribe(path, listener), [store, path]);
  const snapshot = useCallback(() => store.snapshot(path), [store, path]);
  return useSyncExternalStore(subscribe, snapshot);
}

/**
 * Something read from the whole form (the dirty flag, the values for the model viewer), refreshed on
 * every change; `select` answers a value compared with Object.is, never a new object each call.
 */
export function useFormSelector<T>(select: (store: FormStore) => T): T {
  const store = useFormStore();
  return useSyncExternalStore(store.subscribeToEveryChange, () => select(store));
}
