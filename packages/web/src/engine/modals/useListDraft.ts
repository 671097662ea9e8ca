import { useCallback, useState } from 'react';
import { useFormStore } from '../form/FormStoreContext.tsx';
import { revealField } from '../form/reveal-field.ts';

/**
 * A dialog editing a list of the record (addresses, bank accounts, contacts): opening remembers
 * the list, Cancel or Close puts it back, Save keeps the edits once the list's fields hold no
 * error, and otherwise shows their messages and stays open (business-areas.md §4, §5).
 */
export function useListDraft(path: string) {
  const store = useFormStore();
  const [opened, setOpened] = useState(false);
  const [before, setBefore] = useState<unknown>(undefined);
  return {
    opened,
    open: useCallback(() => {
      setBefore(store.getValue(path));
      setOpened(true);
    }, [store, path]),
    cancel: useCallback(() => {
      if (store.getValue(path) !== before) store.setValue(path, before);
      setOpened(false);
    }, [store, path, before]),
    save: useCallback((): boolean => {
      const errorPaths = store.attemptSubmitWithin(path);
      const first = errorPaths[0];
      if (first) {
        revealField(first);
        return false;
      }
      setOpened(false);
      return true;
    }, [store, path]),
  };
}

export type ListDraft = ReturnType<typeof useListDraft>;
