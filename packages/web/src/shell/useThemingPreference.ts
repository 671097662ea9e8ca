import { useEffect } from 'react';
import { apiFetch } from '../api/api-client.ts';
import { notifyError } from '../notifications/notify.ts';
import { readTheming, themingPreference } from './theming.ts';
import { themingStore } from './theming-store.ts';
import type { UserConfiguration } from './user-configuration.ts';

const saveDelayMs = 500;

/**
 * Keeps the theme as the user's UI preference THEMING: the saved one applies on sign-in, and a
 * change is saved half a second after the last slider move (this browser keeps it meanwhile).
 */
export function useThemingPreference(
  username: string | undefined,
  configuration: UserConfiguration | undefined,
) {
  useEffect(() => {
    if (!username || !configuration) return;
    const saved = configuration.userPreferences.find(
      (preference) => preference.type === 'UI' && preference.groupId === 'THEMING',
    );
    let lastSaved = saved ? JSON.stringify(readTheming(saved.value)) : undefined;
    if (saved) themingStore.set(readTheming(saved.value));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = themingStore.subscribe((theming) => {
      const value = JSON.stringify(theming);
      if (value === lastSaved) return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        lastSaved = value;
        apiFetch(`/api/core/users/${encodeURIComponent(username)}/preferences`, {
          method: 'POST',
          body: { _id: 'THEMING', ...themingPreference(theming) },
        }).catch(notifyError);
      }, saveDelayMs);
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [username, configuration]);
}
