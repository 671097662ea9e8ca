import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import type { FormStore } from '../form/create-form-store.ts';
import { confirmSelection } from '../modals/confirm-selection.ts';

/**
 * Asks before leaving a page with unsaved changes (business-areas.md §8: 'Leave the page? Your
 * changes may not be saved.'): a link inside the application asks in a dialog, closing or
 * reloading the tab asks through the browser.
 */
export function useUnsavedChangesPrompt(store: FormStore): void {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      store.isDirty() && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    confirmSelection({
      message: t('Leave the page? Your changes may not be saved.'),
      onConfirm: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
  }, [blocker, t]);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (store.isDirty()) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [store]);
}
