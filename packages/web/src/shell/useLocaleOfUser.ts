import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiFetch } from '../api/api-client.ts';
import { reportMissingKeysTo } from '../i18n/i18n.ts';
import {
  applyStringOverrides,
  loadLocale,
  preferredLocale,
  rememberUserLocale,
  stringOverridesQuery,
} from '../i18n/load-locale.ts';
import type { UserConfiguration } from './user-configuration.ts';

/**
 * Switches to the signed-in user's locale (unless one was chosen in this browser) with the
 * tenant's own words over the product's (its `string-overrides` script), and reports
 * missing translation keys when the user may (an admin, or collectMissingTranslations).
 */
export function useLocaleOfUser(
  userLocale: string | undefined,
  configuration: UserConfiguration | undefined,
  isAdmin: boolean,
): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userLocale) return;
    rememberUserLocale(userLocale);
    const locale = preferredLocale(userLocale);
    // Asked beside the translations (or already, as the application started), applied after them.
    const overrides = queryClient.fetchQuery(stringOverridesQuery(locale));
    void loadLocale(locale).then(async () => applyStringOverrides(locale, await overrides));
  }, [userLocale, queryClient]);

  const mayReport = isAdmin || configuration?.collectMissingTranslations === true;
  useEffect(() => {
    reportMissingKeysTo(
      mayReport
        ? (locale, keys) =>
            void apiFetch(`/api/core/locales/${encodeURIComponent(locale)}/keys`, {
              method: 'POST',
              body: { keysToAdd: keys },
            }).catch(() => undefined)
        : undefined,
    );
    return () => reportMissingKeysTo(undefined);
  }, [mayReport]);
}
